import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ES module of the production server, without type declarations
import { forwardedFor, trustsProxies } from "./forwarded-for.mjs";
import { clientAddressFrom, trustedProxies } from "@/lib/server/http/client-address";

describe("scripts/server.mjs: X-Forwarded-For passed to the app", () => {
  it("without TRUST_PROXY it is the socket's address alone, whatever the client sent", () => {
    expect(trustsProxies(undefined)).toBe(false);
    for (const off of ["", "0", "false", "no", "off"]) expect(trustsProxies(off), off).toBe(false);
    expect(forwardedFor("6.6.6.6", "203.0.113.7", false)).toBe("203.0.113.7");
    expect(forwardedFor(undefined, "::ffff:203.0.113.7", false)).toBe("::ffff:203.0.113.7");
    expect(forwardedFor(undefined, undefined, false)).toBe("");
  });
  it("with trusted proxies the socket's address is appended to the chain they sent", () => {
    for (const on of ["1", "2", "true", "vercel"]) expect(trustsProxies(on), on).toBe(true);
    expect(forwardedFor("6.6.6.6, 203.0.113.7", "10.0.0.1", true)).toBe("6.6.6.6, 203.0.113.7, 10.0.0.1");
    expect(forwardedFor(["6.6.6.6", "203.0.113.7"], "10.0.0.1", true)).toBe("6.6.6.6, 203.0.113.7, 10.0.0.1");
    expect(forwardedFor(undefined, "10.0.0.1", true)).toBe("10.0.0.1");
  });
  it("end to end with the app's reading: a client cannot pick its address in either mode", () => {
    const seen = (trust: string | undefined, received: string | undefined, socket: string) =>
      clientAddressFrom(forwardedFor(received, socket, trustsProxies(trust)), trustedProxies({ TRUST_PROXY: trust }));
    expect(seen(undefined, "6.6.6.6", "203.0.113.7")).toBe("203.0.113.7");
    // One proxy (10.0.0.1) appended the client's address to what the client sent.
    expect(seen("1", "6.6.6.6, 203.0.113.7", "10.0.0.1")).toBe("203.0.113.7");
    // Two proxies: the outer one appended the client, the inner one the outer proxy.
    expect(seen("2", "6.6.6.6, 203.0.113.7, 10.0.0.2", "10.0.0.1")).toBe("203.0.113.7");
    // A request that reached the server directly although a proxy is configured: its own socket.
    expect(seen("1", undefined, "203.0.113.9")).toBe("203.0.113.9");
    // An unreadable TRUST_PROXY trusts nothing: the socket's address.
    expect(seen("lots", "6.6.6.6", "203.0.113.7")).toBe("203.0.113.7");
  });
});
