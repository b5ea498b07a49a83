import { afterEach, describe, expect, it } from "vitest";

import { SERVER_ACTION_MAX_BYTES, serverActionRefusal } from "./server-action-guard";

const ID = "7f".padEnd(42, "a1");
const SITE = "http://localhost:3000";

function call(body: string | undefined, headers: Record<string, string | null> = {}) {
  const base: Record<string, string | null> = {
    origin: SITE,
    host: "localhost:3000",
    "next-action": ID,
    "content-type": "text/plain;charset=UTF-8",
    ...headers,
  };
  const clean = Object.fromEntries(Object.entries(base).filter((e): e is [string, string] => e[1] !== null));
  return serverActionRefusal(new Request(`${SITE}/booking/MV-7K3Q9P`, { method: "POST", headers: clean, body }));
}

afterEach(() => {
  delete process.env.SITE_URL;
  delete process.env.NEXTAUTH_URL;
  delete process.env.TRUST_PROXY;
});

describe("serverActionRefusal", () => {
  it("lets the site's own calls through: plain values, React's escapes for them", async () => {
    expect(await call('["MV-7K3Q9P","token"]')).toBeNull();
    expect(await call("[]")).toBeNull();
    expect(
      await call(
        '["$$literal dollar","$undefined","$D2026-11-28T12:00:00.000Z","$n42","$NaN",1,true,null,{"a":["b"]}]',
      ),
    ).toBeNull();
    process.env.SITE_URL = "https://stays.example";
    expect(await call('["x"]', { origin: "https://stays.example" })).toBeNull();
  });

  it("reads the one site-address setting: NEXTAUTH_URL alone names the site's origin too (lib/server/config/env.ts)", async () => {
    expect(await call('["x"]', { origin: "https://stays.example" })).toMatchObject({ status: 403 });
    process.env.NEXTAUTH_URL = "https://stays.example/";
    expect(await call('["x"]', { origin: "https://stays.example" })).toBeNull();
  });

  it("refuses cross-site calls with 403: another Origin, none, 'null', or Sec-Fetch-Site: cross-site", async () => {
    for (const headers of [
      { origin: "https://evil.example" } as Record<string, string | null>,
      { origin: null },
      { origin: "null" },
      { origin: "http://localhost:3000.evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "not a url" },
    ]) {
      expect(await call('["x"]', headers), JSON.stringify(headers)).toMatchObject({
        status: 403,
        message: "Cross-site requests are not allowed.",
      });
    }
    // X-Forwarded-Host counts only behind a trusted proxy.
    expect(
      await call('["x"]', {
        origin: "https://stays.example",
        "x-forwarded-host": "stays.example",
        "x-forwarded-proto": "https",
      }),
    ).toMatchObject({ status: 403 });
    process.env.TRUST_PROXY = "1";
    expect(
      await call('["x"]', {
        origin: "https://stays.example",
        "x-forwarded-host": "stays.example",
        "x-forwarded-proto": "https",
      }),
    ).toBeNull();
  });

  it("refuses a well-formed id that is not one of the build's actions with Next's 409, when the build's ids are known", async () => {
    const req = (id: string) =>
      new Request(`${SITE}/booking/MV-7K3Q9P`, {
        method: "POST",
        headers: { origin: SITE, host: "localhost:3000", "next-action": id, "content-type": "text/plain" },
        body: '["x"]',
      });
    const known = new Set([ID.toLowerCase()]);
    expect(await serverActionRefusal(req(ID.toUpperCase()), known)).toBeNull();
    expect(await serverActionRefusal(req("40".padEnd(42, "0f")), known)).toMatchObject({ status: 409 });
    expect(await serverActionRefusal(req("40".padEnd(42, "0f")), null)).toBeNull();
  });

  it("refuses malformed calls with 400/413/415", async () => {
    expect(await call('["x"]', { "next-action": "x" })).toMatchObject({ status: 400 });
    expect(await call('["x"]', { "next-action": `${ID}0` })).toMatchObject({ status: 400 });
    expect(await call('["x"]', { "next-action": "" })).toMatchObject({ status: 400 });
    expect(await call('["x"]', { "content-type": "application/json" })).toMatchObject({ status: 415 });
    expect(await call('["x"]', { "content-type": "multipart/form-data; boundary=x" })).toMatchObject({ status: 415 });
    expect(await call(JSON.stringify(["x".repeat(SERVER_ACTION_MAX_BYTES)]))).toMatchObject({ status: 413 });
    for (const body of [
      "",
      "{not json",
      '{"a":1}',
      '"x"',
      "1",
      JSON.stringify(Array(1001).fill("x")),
      '["$F1"]',
      '["$@0"]',
      '["$K1"]',
      '[{"a":"$Q2"}]',
      '["$h"]',
      '["$T"]',
      '[["$W1"]]',
    ]) {
      expect(await call(body), body.slice(0, 40)).toMatchObject({ status: 400 });
    }
    let deep: unknown = "x";
    for (let i = 0; i < 50; i++) deep = [deep];
    expect(await call(JSON.stringify(deep))).toMatchObject({ status: 400 });
  });
});
