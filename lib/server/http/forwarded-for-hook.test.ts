import { execFileSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";

import { readConfig } from "../config/env";
import { clientAddressFrom, trustedProxies } from "../network/client-address";
import { forwardedFor, installForwardedForHook, proxyTrust } from "../../node-hooks/forwarded-for-hook.mjs";

describe("forwardedFor: X-Forwarded-For as the app sees it", () => {
  it("reads TRUST_PROXY: off, any trust, or Vercel", () => {
    for (const off of [undefined, "", "0", "false", "no", "off"]) expect(proxyTrust(off), off).toBe("none");
    for (const on of ["1", "2", "true", "lots"]) expect(proxyTrust(on), on).toBe("chain");
    expect(proxyTrust("Vercel")).toBe("vercel");
  });
  it("without TRUST_PROXY it is the socket's address alone, whatever the client sent", () => {
    expect(forwardedFor("6.6.6.6", "203.0.113.7", "none")).toBe("203.0.113.7");
    expect(forwardedFor(undefined, "::ffff:203.0.113.7", "none")).toBe("::ffff:203.0.113.7");
    expect(forwardedFor(undefined, undefined, "none")).toBe("");
  });
  it("with trusted proxies the socket's address is appended to the chain they sent", () => {
    expect(forwardedFor("6.6.6.6, 203.0.113.7", "10.0.0.1", "chain")).toBe("6.6.6.6, 203.0.113.7, 10.0.0.1");
    expect(forwardedFor(["6.6.6.6", "203.0.113.7"], "10.0.0.1", "chain")).toBe("6.6.6.6, 203.0.113.7, 10.0.0.1");
    expect(forwardedFor(undefined, "10.0.0.1", "chain")).toBe("10.0.0.1");
  });
  it("end to end with the app's reading: a client cannot pick its address in either mode", () => {
    const seen = (trust: string | undefined, received: string | undefined, socket: string) =>
      clientAddressFrom(
        forwardedFor(received, socket, proxyTrust(trust)),
        trustedProxies(readConfig({ TRUST_PROXY: trust })),
      );
    expect(seen(undefined, "6.6.6.6", "203.0.113.7")).toBe("203.0.113.7");
    // One proxy (10.0.0.1) appended the client's address to what the client sent.
    expect(seen("1", "6.6.6.6, 203.0.113.7", "10.0.0.1")).toBe("203.0.113.7");
    // Two proxies: the outer one appended the client, the inner one the outer proxy.
    expect(seen("2", "6.6.6.6, 203.0.113.7, 10.0.0.2", "10.0.0.1")).toBe("203.0.113.7");
    // A request that reached the server directly although a proxy is configured: its own socket.
    expect(seen("1", undefined, "203.0.113.9")).toBe("203.0.113.9");
    // An unreadable TRUST_PROXY stops the server's start; until then the hook keeps the chain and
    // the socket's address, the right-most entry, is the client's.
    expect(() => readConfig({ TRUST_PROXY: "lots" })).toThrow('TRUST_PROXY="lots" is not readable');
    expect(clientAddressFrom(forwardedFor("6.6.6.6", "203.0.113.7", proxyTrust("lots")), 0)).toBe("203.0.113.7");
  });
});

describe("installForwardedForHook", () => {
  it("is not installed on Vercel, whose own header is trusted", () => {
    expect(installForwardedForHook({ TRUST_PROXY: "vercel" })).toBe(false);
    expect(installForwardedForHook({ VERCEL: "1" })).toBe(false);
  });

  it("rewrites the header on every request of a Node server, before its listener runs (also a server created earlier)", async () => {
    const server = http.createServer((req, res) => res.end(String(req.headers["x-forwarded-for"])));
    expect(installForwardedForHook({})).toBe(true);
    expect(installForwardedForHook({})).toBe(true); // idempotent: one rewrite, not two
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      expect(await (await fetch(url, { headers: { "x-forwarded-for": "6.6.6.6" } })).text()).toBe("127.0.0.1");
      expect(await (await fetch(url)).text()).toBe("127.0.0.1");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("scripts/forwarded-for-preload.mjs (node --import, as scripts/next-start.mjs starts next start)", () => {
  it("is in force before the process creates any server: its very first request is rewritten", () => {
    const program = `
      const http = require("node:http");
      const server = http.createServer((req, res) => res.end(String(req.headers["x-forwarded-for"])));
      server.listen(0, "127.0.0.1", () => {
        http.get({ port: server.address().port, host: "127.0.0.1", headers: { "x-forwarded-for": "6.6.6.6" } }, (res) => {
          let body = "";
          res.on("data", (c) => (body += c));
          res.on("end", () => { process.stdout.write(body); server.close(); });
        });
      });`;
    const run = (env: Record<string, string>) =>
      execFileSync(process.execPath, ["--import", "./scripts/forwarded-for-preload.mjs", "-e", program], {
        env: { ...process.env, TRUST_PROXY: "", ...env },
        encoding: "utf8",
      });
    expect(run({})).toBe("127.0.0.1");
    expect(run({ TRUST_PROXY: "1" })).toBe("6.6.6.6, 127.0.0.1");
    expect(run({ TRUST_PROXY: "vercel" })).toBe("6.6.6.6");
  });
});
