import { afterAll, describe, expect, it, vi } from "vitest";

// In the browser nothing may call `Function` (eval): the site's Content-Security-Policy refuses it
// and reports a violation even when the caller catches the error. Watched before zod loads, in a
// "browser" (a `window`: what lib/validation/zod.ts looks for).
vi.stubGlobal("window", {});
const calls: string[] = [];
const RealFunction = globalThis.Function;
globalThis.Function = new Proxy(RealFunction, {
  apply(_target, _this, args: string[]) {
    calls.push(args.join(", "));
    throw new EvalError("Refused to evaluate a string as JavaScript (CSP)");
  },
  construct(_target, args: string[]) {
    calls.push(args.join(", "));
    throw new EvalError("Refused to evaluate a string as JavaScript (CSP)");
  },
});
afterAll(() => {
  globalThis.Function = RealFunction;
  vi.unstubAllGlobals();
});

describe("zod in the browser", () => {
  it("builds and runs the shared schemas without eval (not even zod's probe for it)", async () => {
    const { hotelBookingFormSchema } = await import("./bookings");
    const { loginSchema } = await import("./auth");
    expect(loginSchema.safeParse({ email: "a@example.com", password: "secret12" }).success).toBe(true);
    expect(hotelBookingFormSchema.safeParse({}).success).toBe(false);
    expect(calls).toEqual([]);
  });
});
