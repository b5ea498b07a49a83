import { describe, expect, it, vi } from "vitest";

import { authOptions } from "./next-auth-options";

const signIn = vi.hoisted(() => vi.fn());
vi.mock("./sign-in", () => ({ signIn }));

type Authorize = (
  credentials: Record<string, string> | undefined,
  req: { headers: Record<string, string> },
) => Promise<unknown>;
const authorize: Authorize = (credentials, req) =>
  (authOptions().providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize(credentials, req);

describe("next-auth's credentials provider", () => {
  it("parses the credentials as POST /api/auth/login does, and hands signIn the parsed e-mail", async () => {
    signIn.mockResolvedValueOnce({
      user: { id: "u1", name: "C", email: "customer@example.com", role: "customer" },
      sessionVersion: 3,
    });
    const user = await authorize(
      { email: "  Customer@Example.COM ", password: "customer12345" },
      { headers: { "x-forwarded-for": "192.0.2.7" } },
    );
    expect(signIn).toHaveBeenCalledWith({ email: "customer@example.com", password: "customer12345" }, "192.0.2.7");
    expect(user).toMatchObject({ id: "u1", role: "customer", sessionVersion: 3 });
  });

  it("signs no one in (null, no throw) for credentials that do not parse, without calling signIn", async () => {
    signIn.mockClear();
    for (const credentials of [
      undefined,
      { email: "not-an-address", password: "customer12345" },
      { email: "customer@example.com", password: "short" },
    ]) {
      expect(await authorize(credentials, { headers: {} })).toBeNull();
    }
    expect(signIn).not.toHaveBeenCalled();
  });
});
