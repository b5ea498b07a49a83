import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { readConfig } from "../config/env";
import { HSTS_VALUE, installStrictTransportSecurity, strictTransportSecurity } from "./strict-transport-security";

describe("Strict-Transport-Security", () => {
  it("is sent only when the site's address is https", () => {
    expect(strictTransportSecurity(readConfig({ SITE_URL: "https://stays.example" }))).toBe(HSTS_VALUE);
    expect(strictTransportSecurity(readConfig({ NEXTAUTH_URL: "HTTPS://stays.example" }))).toBe(HSTS_VALUE);
    expect(strictTransportSecurity(readConfig({ SITE_URL: "http://localhost:3000" }))).toBeNull();
    expect(strictTransportSecurity(readConfig({}))).toBeNull();
    expect(HSTS_VALUE).toBe("max-age=63072000; includeSubDomains");
    expect(installStrictTransportSecurity(readConfig({ SITE_URL: "http://127.0.0.1:3000" }))).toBe(false);
  });

  it("goes on every response of the process's HTTP servers once installed", async () => {
    const get = async () => {
      const server = http.createServer((req, res) =>
        req.url === "/static" ? res.writeHead(200, { "content-type": "text/css" }).end("a{}") : res.end("ok"),
      );
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        return await Promise.all(
          ["/", "/static"].map(async (p) => (await fetch(base + p)).headers.get("strict-transport-security")),
        );
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    };
    expect(await get()).toEqual([null, null]);
    expect(installStrictTransportSecurity(readConfig({ SITE_URL: "https://stays.example" }))).toBe(true);
    expect(installStrictTransportSecurity(readConfig({ SITE_URL: "https://stays.example" }))).toBe(true); // idempotent
    expect(await get()).toEqual([HSTS_VALUE, HSTS_VALUE]);
  });
});
