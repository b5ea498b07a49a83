import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, createNonce, nonceOf } from "./csp.mjs";

const scriptSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("script-src ")) ?? "";

describe("contentSecurityPolicy", () => {
  it("lets a document's scripts run only with its nonce: no 'unsafe-inline', no 'unsafe-eval' in production", () => {
    const policy = contentSecurityPolicy({ nonce: "abc+/==" });
    expect(scriptSrc(policy)).toBe("script-src 'self' 'nonce-abc+/==' 'strict-dynamic'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("without a nonce (API replies, files) allows no inline script at all", () => {
    expect(scriptSrc(contentSecurityPolicy())).toBe("script-src 'self'");
  });

  it("allows eval only for `next dev`", () => {
    expect(contentSecurityPolicy({ nonce: "n" })).not.toContain("unsafe-eval");
    expect(scriptSrc(contentSecurityPolicy({ nonce: "n", dev: true }))).toContain("'unsafe-eval'");
  });

  it("keeps 'unsafe-inline' for styles only", () => {
    const policy = contentSecurityPolicy({ nonce: "n" });
    expect(policy.match(/'unsafe-inline'/g)?.length).toBe(1);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
  });
});

describe("nonces", () => {
  it("are 128 random bits, base64, different every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, () => createNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("are read back from a policy", () => {
    const nonce = createNonce();
    expect(nonceOf(contentSecurityPolicy({ nonce }))).toBe(nonce);
    expect(nonceOf(contentSecurityPolicy())).toBe(null);
    expect(nonceOf(undefined)).toBe(null);
  });
});
