import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

const req = (xff?: string) => new Request("http://localhost/", { headers: xff === undefined ? {} : { "x-forwarded-for": xff } });

describe("clientAddress", () => {
  it("reads the first X-Forwarded-For entry", () => {
    expect(clientAddress(req("203.0.113.7"))).toBe("203.0.113.7");
    expect(clientAddress(req(" 203.0.113.7 , 10.0.0.1, 10.0.0.2"))).toBe("203.0.113.7");
  });
  it("folds IPv4-mapped IPv6 into the IPv4 address, and lower-cases IPv6", () => {
    expect(clientAddress(req("::ffff:127.0.0.1"))).toBe("127.0.0.1");
    expect(clientAddress(req("2001:DB8::1"))).toBe("2001:db8::1");
    expect(clientAddress(req("::1"))).toBe("::1");
  });
  it("is 'unknown' without the header", () => {
    expect(clientAddress(req())).toBe("unknown");
    expect(clientAddress(req(""))).toBe("unknown");
  });
});
