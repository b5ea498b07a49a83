import "server-only";

import { getDb } from "../db/client";
import type { TaxRule as TaxRuleRow } from "../db/generated/client";
import { AppError } from "../errors/app-error";
import { onRow } from "../catalogue/db-errors";
import { catalogueChange, expireCatalogue } from "../catalogue/cache-tags";
import { regionOfLocation } from "@/lib/policies/time-zones";
import type { TaxPropertyKind, TaxRule } from "@/lib/pricing/taxes";
import type { TaxRuleDTO } from "@/lib/types/taxes";
import { TAX_RULES_MAX, type TaxRuleInput, type TaxRuleOrderInput } from "@/lib/validation/tax-rules";

/*
 * The destinations' taxes and charges (issue 36 item 4): the admin's editor (Settings › Taxes &
 * Fees, /api/tax-rules) and the one read pricing needs, a property's rules in order.
 */

const NOT_FOUND = "Tax rule not found.";
const ORDER = [{ position: "asc" as const }, { id: "asc" as const }];

function toDto(row: TaxRuleRow): TaxRuleDTO {
  return {
    id: row.id,
    region: row.region,
    position: row.position,
    label: row.label,
    kind: row.kind,
    percent: row.percentBp === null ? null : row.percentBp / 100,
    base: row.base,
    amount: row.amountCents === null ? null : row.amountCents / 100,
    appliesTo: row.appliesTo,
    exemptUnderAge: row.exemptUnderAge,
    fromMonth: row.fromMonth,
    toMonth: row.toMonth,
    source: row.source,
  };
}

function toRule(row: TaxRuleRow): TaxRule {
  const { id, label, kind, position, percentBp, base, amountCents, appliesTo, exemptUnderAge, fromMonth, toMonth } =
    row;
  return { id, label, kind, position, percentBp, base, amountCents, appliesTo, exemptUnderAge, fromMonth, toMonth };
}

function toColumns(input: TaxRuleInput) {
  return {
    region: input.region,
    label: input.label,
    kind: input.kind,
    percentBp: input.percent === null ? null : Math.round(input.percent * 100),
    base: input.base,
    amountCents: input.amount === null ? null : Math.round(input.amount * 100),
    appliesTo: input.appliesTo,
    exemptUnderAge: input.exemptUnderAge,
    fromMonth: input.fromMonth,
    toMonth: input.toMonth,
    source: input.source,
  };
}

/**
 * The rules a property's stay is charged, in order: its destination (from its free-text location,
 * as its time zone is found) and its kind. One query on the (region, position) index; what it
 * returns is what lib/pricing/taxes.ts computes with.
 */
export async function loadPropertyTaxRules(property: { kind: TaxPropertyKind; location: string }): Promise<TaxRule[]> {
  const rows = await getDb().taxRule.findMany({
    where: { region: regionOfLocation(property.location), appliesTo: { in: ["all", property.kind] } },
    orderBy: ORDER,
    take: TAX_RULES_MAX,
  });
  return rows.map(toRule);
}

/** A change's result, once it committed: the shown prices' "+ $X taxes and charges" read the rules afresh. */
async function expiringTaxRules<T>(change: Promise<T>): Promise<T> {
  const result = await change;
  expireCatalogue(catalogueChange.taxRules());
  return result;
}

/** Every destination's rules, grouped by destination in order (at most TAX_RULES_MAX each). */
export async function listTaxRules(): Promise<TaxRuleDTO[]> {
  const rows = await getDb().taxRule.findMany({ orderBy: [{ region: "asc" }, ...ORDER], take: TAX_RULES_MAX * 4 });
  return rows.map(toDto);
}

/** Adds a rule at the end of its destination's order. */
export async function createTaxRule(input: TaxRuleInput): Promise<TaxRuleDTO> {
  return expiringTaxRules(
    getDb().$transaction(async (tx) => {
      const { _count, _max } = await tx.taxRule.aggregate({
        where: { region: input.region },
        _count: true,
        _max: { position: true },
      });
      if (_count >= TAX_RULES_MAX)
        throw AppError.badRequest(`A destination has at most ${TAX_RULES_MAX} taxes and charges.`);
      return toDto(await tx.taxRule.create({ data: { ...toColumns(input), position: (_max.position ?? 0) + 1 } }));
    }),
  );
}

/** Edits a rule; moved to another destination, it goes to the end of that one's order. */
export async function updateTaxRule(id: number, input: TaxRuleInput): Promise<TaxRuleDTO> {
  return expiringTaxRules(
    getDb().$transaction(async (tx) => {
      const current = await tx.taxRule.findUnique({ where: { id }, select: { region: true } });
      if (!current) throw AppError.notFound(NOT_FOUND);
      let position: number | undefined;
      if (current.region !== input.region) {
        const { _count, _max } = await tx.taxRule.aggregate({
          where: { region: input.region },
          _count: true,
          _max: { position: true },
        });
        if (_count >= TAX_RULES_MAX)
          throw AppError.badRequest(`A destination has at most ${TAX_RULES_MAX} taxes and charges.`);
        position = (_max.position ?? 0) + 1;
      }
      return toDto(
        await tx.taxRule.update({
          where: { id },
          data: { ...toColumns(input), ...(position === undefined ? {} : { position }) },
        }),
      );
    }),
  );
}

export async function deleteTaxRule(id: number): Promise<{ message: string }> {
  await onRow(NOT_FOUND, () => getDb().taxRule.delete({ where: { id } }));
  expireCatalogue(catalogueChange.taxRules());
  return { message: "Tax rule deleted successfully" };
}

/** Puts a destination's rules in the order given (every one of its ids, once): positions 1, 2, 3… */
export async function reorderTaxRules({ region, ids }: TaxRuleOrderInput): Promise<TaxRuleDTO[]> {
  return expiringTaxRules(
    getDb().$transaction(async (tx) => {
      const rows = await tx.taxRule.findMany({ where: { region }, select: { id: true }, take: TAX_RULES_MAX + 1 });
      const have = new Set(rows.map((r) => r.id));
      if (have.size !== ids.length || ids.some((id) => !have.has(id)))
        throw AppError.badRequest("Give every rule of the destination once, in the new order.");
      for (const [i, id] of ids.entries()) await tx.taxRule.update({ where: { id }, data: { position: i + 1 } });
      return (await tx.taxRule.findMany({ where: { region }, orderBy: ORDER })).map(toDto);
    }),
  );
}
