import { describe, expect, it } from "vitest";

import {
  STRICT_PAGES,
  contentSecurityPolicy,
  createNonce,
  isStrictPage,
  nonceOf,
  publicContentSecurityPolicy,
} from "./csp.mjs";
import { EARLY_CLICK_REPLAY_SCRIPT, INLINE_SCRIPT_HASHES, scriptHash } from "./inline-scripts.mjs";

const scriptSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("script-src ")) ?? "";

describe("contentSecurityPolicy", () => {
  it("lets a document's scripts run only with its nonce: no 'unsafe-inline', no 'unsafe-eval' in production", () => {
    const policy = contentSecurityPolicy({ nonce: "abc+/==" });
    expect(scriptSrc(policy)).toBe(
      `script-src 'self' 'nonce-abc+/==' ${INLINE_SCRIPT_HASHES.join(" ")} 'strict-dynamic'`,
    );
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
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

describe("the layout's own inline script", () => {
  it("is allowed on the strict pages by the SHA-256 of its exact text, as the browser computes it", () => {
    // Known answer: SHA-256 of "alert(1)" in base64.
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(INLINE_SCRIPT_HASHES).toEqual([scriptHash(EARLY_CLICK_REPLAY_SCRIPT)]);
    expect(scriptSrc(contentSecurityPolicy({ nonce: "n" }))).toContain(scriptHash(EARLY_CLICK_REPLAY_SCRIPT));
  });
});

describe("publicContentSecurityPolicy (the cached pages': no nonce)", () => {
  it("runs inline scripts (a prerendered page's flight data) but no inline event handler, and scripts from this origin only", () => {
    const policy = publicContentSecurityPolicy();
    expect(scriptSrc(policy)).toBe("script-src 'self' 'unsafe-inline'");
    expect(policy).toContain("script-src-attr 'none'");
    expect(nonceOf(policy)).toBe(null);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "connect-src 'self'",
    ])
      expect(policy).toContain(directive);
    expect(policy).not.toContain("unsafe-eval");
    expect(scriptSrc(publicContentSecurityPolicy({ dev: true }))).toContain("'unsafe-eval'");
  });

  it("lets pictures come from the extra origins given", () => {
    expect(publicContentSecurityPolicy({ images: ["https://cdn.example.com"] })).toContain(
      "img-src 'self' data: blob: https://cdn.example.com",
    );
  });
});

describe("the strict pages", () => {
  it("are the pages where a person is signed in or types a password or personal data, and everything under them", () => {
    for (const path of ["/account", "/book", "/book-guest-house", "/booking/LS-ABC123", "/checkout", "/my-dashboard"])
      expect(isStrictPage(path), path).toBe(true);
    for (const path of ["/track-bookings", "/reset-password", "/verify-email", "/newsletter/confirm", "/settings"])
      expect(isStrictPage(path), path).toBe(true);
    for (const path of ["/dashboard", "/bookings", "/bookings-old/report"]) expect(isStrictPage(path), path).toBe(true);
    for (const path of ["/", "/hotels", "/hotels/1", "/guest-houses", "/offers", "/about", "/contact", "/terms"])
      expect(isStrictPage(path), path).toBe(false);
    // A prefix is a whole segment: /booking does not make /bookingsomething strict.
    expect(isStrictPage("/bookingsomething")).toBe(false);
    expect(STRICT_PAGES.every((p) => p.startsWith("/") && !p.endsWith("/"))).toBe(true);
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
