import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "../errors/app-error";
import { assertSameOrigin } from "./current-user";

const post = (headers: Record<string, string>) =>
  new Request("http://localhost:3000/api/auth/logout", { method: "POST", headers });
const refused = (request: Request) => {
  try {
    assertSameOrigin(request);
    return false;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "FORBIDDEN" });
    return true;
  }
};

afterEach(() => vi.unstubAllEnvs());

describe("assertSameOrigin", () => {
  it("without TRUST_PROXY ignores X-Forwarded-Host/-Proto (a client could send them)", () => {
    vi.stubEnv("TRUST_PROXY", "");
    vi.stubEnv("SITE_URL", "");
    const spoofed = {
      origin: "https://evil.example",
      host: "localhost:3000",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    };
    expect(refused(post(spoofed))).toBe(true);
    expect(
      refused(
        post({
          origin: "http://localhost:3000",
          host: "localhost:3000",
          "x-forwarded-host": "evil.example",
          "x-forwarded-proto": "https",
        }),
      ),
    ).toBe(false);
  });

  it("with TRUST_PROXY the proxy's forwarded host and scheme are the request's origin", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    vi.stubEnv("SITE_URL", "");
    const behindProxy = { host: "10.0.0.5:3000", "x-forwarded-host": "shop.example", "x-forwarded-proto": "https" };
    expect(refused(post({ ...behindProxy, origin: "https://shop.example" }))).toBe(false);
    expect(refused(post({ ...behindProxy, origin: "https://evil.example" }))).toBe(true);
    expect(refused(post({ ...behindProxy, origin: "http://10.0.0.5:3000" }))).toBe(true);
  });

  it("still accepts SITE_URL, safe methods, and refuses Sec-Fetch-Site: cross-site", () => {
    vi.stubEnv("TRUST_PROXY", "");
    vi.stubEnv("SITE_URL", "https://shop.example/");
    expect(refused(post({ origin: "https://shop.example", host: "10.0.0.5:3000" }))).toBe(false);
    expect(
      refused(post({ origin: "https://shop.example", host: "10.0.0.5:3000", "sec-fetch-site": "cross-site" })),
    ).toBe(true);
    expect(refused(new Request("http://localhost:3000/", { headers: { origin: "https://evil.example" } }))).toBe(false);
  });

  it("compares origins as the server-action guard does: the configured address's origin (a path or NEXTAUTH_URL too), any case", () => {
    vi.stubEnv("TRUST_PROXY", "");
    vi.stubEnv("SITE_URL", "https://Shop.example/lagoon/");
    expect(refused(post({ origin: "https://shop.example", host: "10.0.0.5:3000" }))).toBe(false);
    expect(refused(post({ origin: "HTTP://LOCALHOST:3000", host: "localhost:3000" }))).toBe(false);
    vi.stubEnv("SITE_URL", "");
    vi.stubEnv("NEXTAUTH_URL", "https://auth.example");
    expect(refused(post({ origin: "https://auth.example", host: "10.0.0.5:3000" }))).toBe(false);
    expect(refused(post({ origin: "https://shop.example", host: "10.0.0.5:3000" }))).toBe(true);
  });
});
