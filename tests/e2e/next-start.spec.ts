import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import zlib from "node:zlib";

import { expect, test } from "@playwright/test";

/**
 * What the old custom server (removed in issue 20) guaranteed, on plain `next start` (issue 20):
 * compression, the client address rate limits count (here with TRUST_PROXY; without it,
 * track-bookings.spec.ts's last test), undecodable paths (also shell.spec.ts), the keep-alive
 * timeout and a prompt, clean stop on SIGTERM.
 */

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request without any client-side decoding: the bytes and headers as the server sent them. */
function raw(base: string, path: string, headers: Record<string, string> = {}, agent?: http.Agent): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(path, base), { headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

const gunzip = (r: Raw) => zlib.gunzipSync(r.body).toString("utf8");

test.describe("compression: Next's own gzip (next.config.mjs compress: true)", () => {
  test("HTML, JSON, RSC and static scripts come gzip'ed when asked, and plain when not", async ({ baseURL }) => {
    const gzip = { "accept-encoding": "gzip" };
    const page = await raw(baseURL!, "/hotels", gzip);
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(String(page.headers.vary)).toMatch(/Accept-Encoding/i);
    const html = gunzip(page);
    expect(html).toContain("</html>");

    const api = await raw(baseURL!, "/api/hotels", gzip);
    expect(api.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzip(api)).length).toBeGreaterThan(0);

    // A client navigation's request (Next asks for the `_rsc` search parameter with the header).
    const rsc = await raw(baseURL!, "/hotels?_rsc", { ...gzip, rsc: "1" });
    expect(rsc.status).toBe(200);
    expect(rsc.headers["content-type"]).toMatch(/text\/x-component/);
    expect(rsc.headers["content-encoding"]).toBe("gzip");

    const script = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const js = await raw(baseURL!, script!, gzip);
    expect(js.headers["content-encoding"]).toBe("gzip");
    expect(gunzip(js).startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);

    const plain = await raw(baseURL!, "/api/hotels");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString("utf8"))).toEqual(JSON.parse(gunzip(api)));
  });

  test("a page carries no ETag (Next's per-answer hash of the HTML), the API its own", async ({ baseURL }) => {
    const [hotel] = JSON.parse((await raw(baseURL!, "/api/hotels?limit=1")).body.toString("utf8")) as { id: number }[];
    for (const path of ["/terms", `/hotels/${hotel!.id}`, "/hotels"]) {
      const page = await raw(baseURL!, path, { "accept-encoding": "gzip" });
      expect(page.status, path).toBe(200);
      expect(page.headers.etag, path).toBeUndefined();
    }
    expect((await raw(baseURL!, "/api/hotels?limit=5")).headers.etag).toBeTruthy();
  });

  test("the catalogue API's ETag still answers 304, compressed or not", async ({ baseURL }) => {
    for (const headers of [{ "accept-encoding": "gzip" }, {}] as Record<string, string>[]) {
      const first = await raw(baseURL!, "/api/hotels?limit=5", headers);
      const etag = first.headers.etag;
      expect(etag).toBeTruthy();
      const again = await raw(baseURL!, "/api/hotels?limit=5", { ...headers, "if-none-match": etag! });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });
});

test.describe("addresses that cannot be decoded never give Next's 500 (proxy.ts)", () => {
  test("the API answers the contract's 400, pages and their RSC requests the 404 page", async ({ baseURL }) => {
    for (const path of [
      "/api/hotels/%E0%A4%A",
      "/api/hotels%",
      "/api/destinations/%ZZ",
      "/api/bookings/email/%E0%A4%A",
    ]) {
      const res = await raw(baseURL!, path);
      expect(res.status, path).toBe(400);
      expect(res.headers["content-type"], path).toMatch(/application\/json/);
      expect(JSON.parse(res.body.toString("utf8"))).toEqual({
        error: "The address of this request is not valid.",
        message: "The address of this request is not valid.",
      });
    }
    for (const [path, headers] of [
      ["/hotels/%E0%A4%A", {}],
      ["/guest-house/%C3?x=1", {}],
      ["/hotels/%E0%A4%A", { rsc: "1" }],
    ] as [string, Record<string, string>][]) {
      const res = await raw(baseURL!, path, headers);
      expect(res.status, path).toBe(404);
    }
  });
});

test("idle keep-alive connections are kept 65 s, longer than common proxies' idle timeouts", async ({ baseURL }) => {
  const agent = new http.Agent({ keepAlive: true });
  const res = await raw(baseURL!, "/api/hotels?limit=1", {}, agent);
  expect(res.headers["keep-alive"]).toBe("timeout=65");
  agent.destroy();
});

test.describe("a second instance behind one trusted proxy (TRUST_PROXY=1), stopped with SIGTERM", () => {
  test.setTimeout(240_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 7;
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = spawn(process.execPath, ["scripts/e2e-server.mjs", String(port)], {
      env: { ...process.env, TRUST_PROXY: "1", RATE_LIMIT_LOOKUP: "5/1m" },
      stdio: "ignore",
    });
    for (let i = 0; i < 200; i++) {
      try {
        if ((await fetch(`${base}/api/hotels?limit=1`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
    throw new Error("the second instance did not start");
  });
  test.afterAll(() => {
    if (server && server.exitCode === null) server.kill("SIGKILL");
  });

  test("the client is the right-most entry the proxy added, whatever the client put before it", async () => {
    const lookup = (xff?: string) =>
      raw(base, "/api/bookings/email/nobody%40example.com", xff === undefined ? {} : { "x-forwarded-for": xff });
    // The proxy appended 203.0.113.77 (the address it saw); the client forged the entries before it.
    for (let i = 0; i < 5; i++) expect((await lookup(`6.6.6.${i}, 203.0.113.77`)).status).toBe(200);
    expect((await lookup("6.6.6.99, 203.0.113.77")).status).toBe(429);
    // Another client behind the same proxy has its own count…
    expect((await lookup("6.6.6.6, 203.0.113.78")).status).toBe(200);
    // …and a request that reached the server without the proxy counts under its socket's address.
    for (let i = 0; i < 5; i++) expect((await lookup()).status).toBe(200);
    expect((await lookup()).status).toBe(429);
  });

  test("SIGTERM stops it within seconds, an idle keep-alive connection notwithstanding", async () => {
    const agent = new http.Agent({ keepAlive: true });
    expect((await raw(base, "/api/hotels?limit=1", {}, agent)).status).toBe(200);
    const started = Date.now();
    const exited = new Promise<number | null>((resolve) => server!.once("exit", (code) => resolve(code)));
    server!.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(fetch(`${base}/api/hotels?limit=1`)).rejects.toThrow();
    agent.destroy();
  });
});

test.describe("a server refuses to start with an unreadable setting, a production one without its secrets (lib/server/startup/register-node.ts)", () => {
  test("a too-short CRON_SECRET stops `next start` with the reason, before it serves anything", async () => {
    test.setTimeout(60_000);
    const port = 3000 + Math.floor(Math.random() * 1000) + 5000;
    const child = spawn(
      process.execPath,
      ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"],
      {
        env: { ...process.env, NODE_ENV: "production", CRON_SECRET: "short", EMAIL_JOBS: "off" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
    expect(code, output).toBe(1);
    expect(output).toContain("Refusing to start: CRON_SECRET is too short");
    await expect(fetch(`http://127.0.0.1:${port}/api/hotels?limit=1`)).rejects.toThrow();
  });

  test("an unreadable setting stops `next start`, naming it and what it takes (lib/server/config/env.ts), the demo too", async () => {
    test.setTimeout(60_000);
    const port = 3000 + Math.floor(Math.random() * 1000) + 5000;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PGLITE_DIR: "memory://",
      EMAIL_JOBS: "off",
      BOOKING_HOLD_HOURS: "a day",
    };
    delete env.DATABASE_URL;
    const child = spawn(
      process.execPath,
      ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"],
      { env, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
    expect(code, output).toBe(1);
    expect(output).toContain(
      'Refusing to start: BOOKING_HOLD_HOURS="a day" is not readable: it takes a number of hours above 0 (fractions allowed), at most 8784.',
    );
    await expect(fetch(`http://127.0.0.1:${port}/api/hotels?limit=1`)).rejects.toThrow();
  });

  test("NODE_ENV=production on the embedded database stops `next start` as `npm start`/`npm run serve` start it, without its secrets (no key file beside the data)", async () => {
    test.setTimeout(60_000);
    const port = 3000 + Math.floor(Math.random() * 1000) + 5000;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      PGLITE_DIR: "memory://",
      SITE_URL: "https://stays.example",
      EMAIL_JOBS: "off",
    };
    for (const name of [
      "DATABASE_URL",
      "NEXTAUTH_SECRET",
      "AUTH_SECRET",
      "EMAIL_CONFIG_SECRET",
      "CRON_SECRET",
      "VERCEL",
    ])
      delete env[name];
    const args = [
      "--import",
      "./scripts/node-env-preload.mjs",
      "node_modules/next/dist/bin/next",
      "start",
      "-p",
      String(port),
      "-H",
      "127.0.0.1",
    ];
    const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
    expect(code, output).toBe(1);
    expect(output).toContain(
      "Refusing to start: NEXTAUTH_SECRET is not set: a production server on the embedded database needs it",
    );
    expect(output).toContain(
      "Refusing to start: EMAIL_CONFIG_SECRET is not set: a production server on the embedded database needs it",
    );
    await expect(fetch(`http://127.0.0.1:${port}/api/hotels?limit=1`)).rejects.toThrow();
  });
});
