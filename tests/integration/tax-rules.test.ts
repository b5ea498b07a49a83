import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRules, POST as postRule } from "@/app/api/tax-rules/route";
import { DELETE as deleteRule, PUT as putRule } from "@/app/api/tax-rules/[id]/route";
import { PUT as putOrder } from "@/app/api/tax-rules/order/route";
import { getDb } from "@/lib/server/db/client";
import { loadPropertyTaxRules } from "@/lib/server/pricing/tax-rules";
import { computeTaxes, rateLinesFor } from "@/lib/pricing/taxes";
import { DEFAULT_TAX_RULES } from "@/lib/pricing/tax-defaults";
import { TAX_MESSAGES } from "@/lib/validation/tax-rules";
import type { TaxRuleDTO } from "@/lib/types/taxes";
import { call } from "../support/http";
import { signInTokens } from "../support/content";
import { hotelWithRoom } from "../support/hotels";

let admin: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  ({ admin, customer } = await signInTokens());
});

const perStay = {
  region: "bali",
  label: "Resort fee",
  kind: "per_stay",
  amount: 15,
  appliesTo: "hotel",
  source: "Property's own fee",
};
const list = async () =>
  (await call(listRules, "/api/tax-rules", undefined, { headers: admin })).json.rules as TaxRuleDTO[];
const put = (id: number, body: unknown, headers = admin) =>
  call(putRule, `/api/tax-rules/${id}`, { id: String(id) }, { method: "PUT", body, headers });

describe("the seeded rules (migration 20261129043000_tax_rules)", () => {
  it("a fresh database holds exactly lib/pricing/tax-defaults.ts, in order", async () => {
    const rows = await getDb().taxRule.findMany({ orderBy: [{ region: "asc" }, { position: "asc" }] });
    const pick = (r: (typeof DEFAULT_TAX_RULES)[number]) => [
      r.region,
      r.position,
      r.label,
      r.kind,
      r.percentBp,
      r.base,
      r.amountCents,
      r.appliesTo,
      r.exemptUnderAge,
      r.fromMonth,
      r.toMonth,
      r.source,
    ];
    const sortKey = (r: { region: string; position: number }) => `${r.region}:${r.position}`;
    expect(rows.map(pick).sort()).toEqual([...DEFAULT_TAX_RULES].map(pick).sort());
    expect(new Set(rows.map(sortKey)).size).toBe(DEFAULT_TAX_RULES.length);
  });

  it("the database refuses a rule out of bounds, whoever writes it", async () => {
    await expect(
      getDb().taxRule.create({
        data: { region: "bali", position: 9, label: "Bad", kind: "percent", percentBp: 10_001, base: "rate" },
      }),
    ).rejects.toThrow();
    await expect(
      getDb().taxRule.create({ data: { region: "bali", position: 9, label: "Bad", kind: "per_stay" } }),
    ).rejects.toThrow();
  });
});

describe("loadPropertyTaxRules: a property's rules by its location and kind, ready for the booking", () => {
  it("a Maldives hotel gets the hotel Green Tax: a $100 night for two = $152.70", async () => {
    const hotel = await hotelWithRoom({ label: "Taxed", units: 1, price: 100 });
    const rules = await loadPropertyTaxRules({ kind: "hotel", location: hotel.location });
    expect(rules.map((r) => [r.label, r.amountCents ?? r.percentBp])).toEqual([
      ["Service charge", 1000],
      ["T-GST", 1700],
      ["Green Tax", 1200],
    ]);
    expect(
      computeTaxes({
        lines: rateLinesFor("2027-02-10", 1, 1, 100_00),
        guests: { adults: 2 },
        propertyKind: "hotel",
        rules,
      }).totalCents,
    ).toBe(152_70);
  });

  it("a guest house on an island naming no destination is in the Maldives, with the USD 6 Green Tax", async () => {
    const rules = await loadPropertyTaxRules({ kind: "guest_house", location: "Maafushi" });
    expect(rules.map((r) => [r.label, r.appliesTo, r.amountCents ?? r.percentBp])).toEqual([
      ["Service charge", "all", 1000],
      ["T-GST", "all", 1700],
      ["Green Tax", "guest_house", 600],
    ]);
  });

  it("Santorini and Phuket by name", async () => {
    expect(
      (await loadPropertyTaxRules({ kind: "hotel", location: "Oia, Santorini, Greece" })).map((r) => r.amountCents),
    ).toEqual([1160, 348]);
    expect(
      (await loadPropertyTaxRules({ kind: "guest_house", location: "Kata, Phuket" })).map((r) => r.percentBp),
    ).toEqual([1000, 700]);
  });
});

describe("/api/tax-rules: the admin's editor", () => {
  it("lists every destination's rules in order", async () => {
    const rules = await list();
    expect(
      rules.filter((r) => r.region === "maldives").map((r) => [r.label, r.percent ?? r.amount, r.appliesTo]),
    ).toEqual([
      ["Service charge", 10, "all"],
      ["T-GST", 17, "all"],
      ["Green Tax", 12, "hotel"],
      ["Green Tax", 6, "guest_house"],
    ]);
    expect(new Set(rules.map((r) => r.region))).toEqual(new Set(["maldives", "bali", "phuket", "santorini"]));
  });

  it("creates a rule at the end of its destination, edits it, and deletes it; the property's rules follow", async () => {
    const created = await call(postRule, "/api/tax-rules", undefined, {
      method: "POST",
      body: perStay,
      headers: admin,
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      region: "bali",
      position: 3,
      label: "Resort fee",
      kind: "per_stay",
      amount: 15,
      percent: null,
      base: null,
    });
    const id = created.json.id as number;
    expect((await loadPropertyTaxRules({ kind: "hotel", location: "Ubud, Bali" })).map((r) => r.label)).toEqual([
      "Service charge",
      "Hotel tax (PBJT)",
      "Resort fee",
    ]);
    expect((await loadPropertyTaxRules({ kind: "guest_house", location: "Ubud, Bali" })).map((r) => r.label)).toEqual([
      "Service charge",
      "Hotel tax (PBJT)",
    ]);

    const edited = await put(id, { ...perStay, amount: "20.50", appliesTo: "all" });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ id, amount: 20.5, appliesTo: "all", position: 3 });
    expect((await getDb().taxRule.findUnique({ where: { id } }))!.amountCents).toBe(20_50);

    const removed = await call(
      deleteRule,
      `/api/tax-rules/${id}`,
      { id: String(id) },
      { method: "DELETE", headers: admin },
    );
    expect(removed.status).toBe(200);
    expect(await getDb().taxRule.findUnique({ where: { id } })).toBeNull();
    expect(
      (await call(deleteRule, `/api/tax-rules/${id}`, { id: String(id) }, { method: "DELETE", headers: admin })).status,
    ).toBe(404);
    expect((await put(id, perStay)).status).toBe(404);
  });

  it("edits the Maldives service charge: a stay is then priced with the new rate", async () => {
    const service = (await list()).find((r) => r.region === "maldives" && r.label === "Service charge")!;
    const res = await put(service.id, {
      region: "maldives",
      label: "Service charge",
      kind: "percent",
      percent: 12.5,
      base: "rate",
      appliesTo: "all",
      source: service.source,
    });
    expect(res.status).toBe(200);
    const rules = await loadPropertyTaxRules({ kind: "hotel", location: "Baa Atoll, Maldives" });
    // 100 → 12.50 → 17 % of 112.50 = 19.125 → 19.13 → 24 → 155.63
    expect(
      computeTaxes({
        lines: rateLinesFor("2027-02-10", 1, 1, 100_00),
        guests: { adults: 2 },
        propertyKind: "hotel",
        rules,
      }).totalCents,
    ).toBe(155_63);
    expect(
      (
        await put(service.id, {
          region: "maldives",
          label: "Service charge",
          kind: "percent",
          percent: 10,
          base: "rate",
          source: service.source,
        })
      ).status,
    ).toBe(200);
  });

  it("reorders a destination's rules; an order missing a rule is refused", async () => {
    const phuket = (await list()).filter((r) => r.region === "phuket");
    const reversed = phuket.map((r) => r.id).reverse();
    const res = await call(putOrder, "/api/tax-rules/order", undefined, {
      method: "PUT",
      body: { region: "phuket", ids: reversed },
      headers: admin,
    });
    expect(res.status).toBe(200);
    expect((res.json.rules as TaxRuleDTO[]).map((r) => [r.id, r.position])).toEqual(
      reversed.map((id, i) => [id, i + 1]),
    );
    expect((await loadPropertyTaxRules({ kind: "hotel", location: "Phuket" })).map((r) => r.label)).toEqual([
      "VAT",
      "Service charge",
    ]);

    for (const ids of [reversed.slice(1), [...reversed, reversed[0]], [...reversed, 999_999]]) {
      const bad = await call(putOrder, "/api/tax-rules/order", undefined, {
        method: "PUT",
        body: { region: "phuket", ids },
        headers: admin,
      });
      expect(bad.status, JSON.stringify(ids)).toBe(400);
    }
    await call(putOrder, "/api/tax-rules/order", undefined, {
      method: "PUT",
      body: { region: "phuket", ids: phuket.map((r) => r.id) },
      headers: admin,
    });
  });

  it("answers bad input with 400 and the form's message, never 500", async () => {
    const cases: [unknown, string][] = [
      [{ ...perStay, kind: "percent", percent: 101, base: "rate", amount: null }, TAX_MESSAGES.percent],
      [{ ...perStay, kind: "percent", percent: -1, base: "rate" }, TAX_MESSAGES.percent],
      [{ ...perStay, kind: "percent", percent: 10.123, base: "rate" }, TAX_MESSAGES.percent],
      [{ ...perStay, kind: "percent", percent: 10 }, TAX_MESSAGES.base],
      [{ ...perStay, amount: 1000.01 }, TAX_MESSAGES.amount],
      [{ ...perStay, amount: null }, TAX_MESSAGES.amount],
      [{ ...perStay, label: "x".repeat(81) }, TAX_MESSAGES.label],
      [{ ...perStay, label: " " }, TAX_MESSAGES.label],
      [{ ...perStay, region: "atlantis" }, TAX_MESSAGES.region],
      [{ ...perStay, kind: "per_minute" }, TAX_MESSAGES.kind],
      [{ ...perStay, fromMonth: 4, toMonth: 10 }, TAX_MESSAGES.seasonKind],
      [{ ...perStay, kind: "per_room_night", fromMonth: 4 }, TAX_MESSAGES.season],
      [{ ...perStay, kind: "per_room_night", fromMonth: 13, toMonth: 1 }, TAX_MESSAGES.month],
      [{ ...perStay, exemptUnderAge: 2 }, TAX_MESSAGES.exemptKind],
      [{ ...perStay, kind: "per_guest_night", exemptUnderAge: 19 }, TAX_MESSAGES.exemptUnderAge],
      [{ ...perStay, source: "s".repeat(301) }, TAX_MESSAGES.source],
    ];
    for (const [body, message] of cases) {
      const res = await call(postRule, "/api/tax-rules", undefined, { method: "POST", body, headers: admin });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json), JSON.stringify(body)).toContain(message);
    }
    expect((await put(1, { ...perStay, amount: 5000 })).status).toBe(400);
    expect(
      (await call(putRule, "/api/tax-rules/abc", { id: "abc" }, { method: "PUT", body: perStay, headers: admin }))
        .status,
    ).toBe(400);
    expect((await call(deleteRule, "/api/tax-rules/0", { id: "0" }, { method: "DELETE", headers: admin })).status).toBe(
      400,
    );
    expect(await getDb().taxRule.count({ where: { label: "Resort fee" } })).toBe(0);
  });

  it("keeps a destination to 20 rules", async () => {
    const have = await getDb().taxRule.count({ where: { region: "santorini" } });
    for (let i = have; i < 20; i++)
      expect(
        (
          await call(postRule, "/api/tax-rules", undefined, {
            method: "POST",
            body: { ...perStay, region: "santorini", label: `Fee ${i}` },
            headers: admin,
          })
        ).status,
      ).toBe(201);
    const over = await call(postRule, "/api/tax-rules", undefined, {
      method: "POST",
      body: { ...perStay, region: "santorini" },
      headers: admin,
    });
    expect(over.status).toBe(400);
    expect(over.json.message).toContain("at most 20");
    await getDb().taxRule.deleteMany({ where: { region: "santorini", label: { startsWith: "Fee " } } });
  });

  it("is for administrators only: 401 signed out, 403 as a customer, from the handlers themselves", async () => {
    const calls = [
      (h: Record<string, string>) => call(listRules, "/api/tax-rules", undefined, { headers: h }),
      (h: Record<string, string>) =>
        call(postRule, "/api/tax-rules", undefined, { method: "POST", body: perStay, headers: h }),
      (h: Record<string, string>) => put(1, perStay, h),
      (h: Record<string, string>) =>
        call(deleteRule, "/api/tax-rules/1", { id: "1" }, { method: "DELETE", headers: h }),
      (h: Record<string, string>) =>
        call(putOrder, "/api/tax-rules/order", undefined, {
          method: "PUT",
          body: { region: "bali", ids: [1] },
          headers: h,
        }),
    ];
    for (const c of calls) {
      expect((await c({})).status).toBe(401);
      expect((await c(customer)).status).toBe(403);
    }
    expect(await getDb().taxRule.findUnique({ where: { id: 1 } })).not.toBeNull();
  });
});
