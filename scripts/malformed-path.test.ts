import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// @ts-expect-error -- plain ESM script without types
import { NOT_FOUND_PATH, isMalformedPath, refuseMalformedPath } from "./malformed-path.mjs";

describe("isMalformedPath", () => {
  it.each(["/hotels/%E0%A4%A", "/api/bookings/email/%", "/guest-house/%ZZ", "/%FF", "/hotels/%C3?x=1"])("%s cannot be decoded", (url) => {
    expect(isMalformedPath(url)).toBe(true);
  });
  it.each(["/", "/hotels/1", "/api/bookings/email/ana%40example.com", "/destinations/Mal%C3%A9", "/hotels?location=%E0%A4%A", "/x#%zz"])("%s is fine", (url) => {
    expect(isMalformedPath(url)).toBe(false);
  });
});

describe("refuseMalformedPath", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    // Stands in for Next: echoes the address it was given.
    server = http.createServer((req, res) => {
      if (refuseMalformedPath(req, res)) return;
      res.end(`next saw ${req.url}`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers an API path that cannot be decoded with the contract's 400", async () => {
    const res = await fetch(`${base}/api/bookings/email/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(await res.json()).toEqual({ error: "The address of this request is not valid.", message: "The address of this request is not valid." });
  });

  it("sends a page path that cannot be decoded to the not-found page", async () => {
    expect(await (await fetch(`${base}/hotels/%E0%A4%A?checkIn=2027-01-01`)).text()).toBe(`next saw ${NOT_FOUND_PATH}`);
  });

  it("leaves every other request alone", async () => {
    expect(await (await fetch(`${base}/hotels/1?location=%E0%A4%A`)).text()).toBe("next saw /hotels/1?location=%E0%A4%A");
    expect(await (await fetch(`${base}/api/bookings/email/ana%40example.com`)).text()).toBe("next saw /api/bookings/email/ana%40example.com");
  });
});
