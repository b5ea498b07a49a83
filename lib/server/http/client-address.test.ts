import { describe, expect, it, vi } from "vitest";
import { parseTrustProxy } from "../../config/trust-proxy.mjs";
import { readConfig } from "../config/env";
import { clientAddress } from "./client-address";
import {
  addressKey,
  clientAddressFrom,
  trustProxyWarning,
  trustedProxies,
  warnAboutTrustProxy,
} from "../network/client-address";

const req = (xff?: string) =>
  new Request("http://localhost/", { headers: xff === undefined ? {} : { "x-forwarded-for": xff } });

describe("trustedProxies (TRUST_PROXY, read by lib/config/trust-proxy.mjs)", () => {
  it("reads a hop count, true/yes as one hop, and vercel", () => {
    expect(trustedProxies(readConfig({}))).toBe(0);
    expect(trustedProxies(readConfig({ TRUST_PROXY: "" }))).toBe(0);
    expect(trustedProxies(readConfig({ TRUST_PROXY: "0" }))).toBe(0);
    expect(trustedProxies(readConfig({ TRUST_PROXY: "1" }))).toBe(1);
    expect(trustedProxies(readConfig({ TRUST_PROXY: " 2 " }))).toBe(2);
    expect(trustedProxies(readConfig({ TRUST_PROXY: "true" }))).toBe(1);
    expect(trustedProxies(readConfig({ TRUST_PROXY: "Vercel" }))).toBe("vercel");
    for (const value of ["false", "no", "off"])
      expect(trustedProxies(readConfig({ TRUST_PROXY: value })), value).toBe(0);
  });
  it("refuses anything unreadable, naming it (the server does not start: it would trust nothing)", () => {
    for (const value of ["lots", "-1", "1.5", "999", "vercel.com"]) {
      expect(parseTrustProxy(value)).toEqual({ trusted: 0, invalid: true });
      expect(() => readConfig({ TRUST_PROXY: value }), value).toThrow(
        `TRUST_PROXY=${JSON.stringify(value)} is not readable: it takes the number of proxies in front of this server`,
      );
    }
  });
});

describe("the start-up warning about TRUST_PROXY", () => {
  it("says that limits count per connection address when no proxy is trusted", () => {
    for (const env of [
      {},
      { TRUST_PROXY: "" },
      { TRUST_PROXY: "0" },
      { TRUST_PROXY: "false" },
      { TRUST_PROXY: "off" },
    ]) {
      expect(parseTrustProxy(env.TRUST_PROXY)).toEqual({ trusted: 0, invalid: false });
      const warning = trustProxyWarning(readConfig(env));
      expect(warning).toMatch(/^TRUST_PROXY is not set: rate limits count per connection address\./);
      expect(warning).toContain("every visitor then shares the proxy's address");
      expect(warning).toContain("TRUST_PROXY=vercel");
    }
  });
  it("is silent when proxies are trusted", () => {
    for (const value of ["1", "2", "true", "vercel", " Vercel "])
      expect(trustProxyWarning(readConfig({ TRUST_PROXY: value })), value).toBeNull();
  });
  it("warnAboutTrustProxy logs it once, or nothing", () => {
    const warn = vi.fn();
    expect(warnAboutTrustProxy(readConfig({}), warn)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain("TRUST_PROXY is not set");
    warn.mockClear();
    expect(warnAboutTrustProxy(readConfig({ TRUST_PROXY: "1" }), warn)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("clientAddressFrom", () => {
  it("without trusted proxies takes the right-most entry (the socket address the server put there)", () => {
    expect(clientAddressFrom("203.0.113.7", 0)).toBe("203.0.113.7");
    expect(clientAddressFrom("198.51.100.1, 203.0.113.7", 0)).toBe("203.0.113.7");
  });
  it("with n trusted proxies takes the right-most entry no trusted proxy added, whatever the client prepended", () => {
    // client-sent "6.6.6.6", then proxy 1 appended the client, the server appended proxy 1 (socket).
    expect(clientAddressFrom("6.6.6.6, 203.0.113.7, 10.0.0.1", 1)).toBe("203.0.113.7");
    expect(clientAddressFrom("6.6.6.6, 1.1.1.1, 203.0.113.7, 10.0.0.2, 10.0.0.1", 2)).toBe("203.0.113.7");
  });
  it("with more trusted hops than entries takes the left-most entry", () => {
    expect(clientAddressFrom("203.0.113.7", 1)).toBe("203.0.113.7");
    expect(clientAddressFrom("203.0.113.7, 10.0.0.1", 5)).toBe("203.0.113.7");
  });
  it("on Vercel takes the right-most entry (Vercel overwrites the header)", () => {
    expect(clientAddressFrom("203.0.113.7", "vercel")).toBe("203.0.113.7");
  });
  it("skips empty entries and answers 'unknown' for none or an unreadable one", () => {
    expect(clientAddressFrom(" , 203.0.113.7 ,, ", 0)).toBe("203.0.113.7");
    expect(clientAddressFrom(undefined, 0)).toBe("unknown");
    expect(clientAddressFrom("", 1)).toBe("unknown");
    expect(clientAddressFrom(" , ", 0)).toBe("unknown");
    expect(clientAddressFrom("203.0.113.7, garbage", 0)).toBe("unknown");
    expect(clientAddressFrom("garbage, 203.0.113.7, 10.0.0.1", 1)).toBe("203.0.113.7");
  });
  it("clientAddress reads the request's header and TRUST_PROXY", () => {
    expect(clientAddress(req(" 203.0.113.7 , 10.0.0.1"), readConfig({}))).toBe("10.0.0.1");
    expect(clientAddress(req(" 203.0.113.7 , 10.0.0.1"), readConfig({ TRUST_PROXY: "1" }))).toBe("203.0.113.7");
    expect(clientAddress(req(), readConfig({}))).toBe("unknown");
  });
});

describe("addressKey", () => {
  it("keeps IPv4 per address and folds IPv4-mapped IPv6 into it", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(addressKey("::FFFF:7f00:1")).toBe("127.0.0.1");
    expect(addressKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });
  it("buckets IPv6 by its /64, however it is written", () => {
    expect(addressKey("2001:DB8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:0000:0000:0000:0009")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("::")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("::1.2.3.4")).toBe("0:0:0:0::/64");
  });
  it("drops a port", () => {
    expect(addressKey("203.0.113.7:8080")).toBe("203.0.113.7");
    expect(addressKey("[2001:db8:1:2::1]:443")).toBe("2001:db8:1:2::/64");
    expect(addressKey("[2001:db8:1:2::1]")).toBe("2001:db8:1:2::/64");
  });
  it("refuses what is not an address", () => {
    for (const bad of [
      "unknown",
      "garbage",
      "999.1.1.1",
      "1.2.3",
      "2001:db8:::1",
      "2001:db8::1::2",
      "[1.2.3.4",
      "<script>",
      "_hidden",
    ]) {
      expect(addressKey(bad), bad).toBeNull();
    }
  });
});
