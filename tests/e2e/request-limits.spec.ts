import net from "node:net";

import { expect, test } from "@playwright/test";

/**
 * Issue 34 on the real `next start` server: request bodies over 1 MiB are refused before anything
 * reads them (lib/node-hooks/body-limit-hook.mjs), /api/auth/csrf answers GET only, and crafted
 * server-action calls get a 4xx JSON, never Next's 500 (proxy.ts, lib/server/http/server-action-guard.ts).
 */
const CAP = 1024 * 1024;
const TOO_LARGE = `The request body is too large (at most ${CAP} bytes).`;

interface Reply {
  status: number;
  headers: string;
  json: unknown;
}

/** A raw HTTP/1.1 exchange: `head`, then the chunks until the server answers (or all of them). */
function exchange(base: string, head: string, chunks: Iterable<Buffer> = []): Promise<Reply> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no reply in 30 s: ${received.toString("latin1").slice(0, 200)}`));
    }, 30_000);
    const done = () => {
      clearTimeout(timer);
      const text = received.toString("utf8");
      const at = text.indexOf("\r\n\r\n");
      const headers = text.slice(0, at);
      let body = text.slice(at + 4);
      if (/\r\ntransfer-encoding: chunked/i.test(headers))
        body = body.replace(/^[0-9a-f]+\r\n/i, "").replace(/\r\n0\r\n\r\n$/, "");
      let json: unknown = null;
      try {
        json = JSON.parse(body);
      } catch {}
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0), headers, json });
    };
    socket.on("data", (d: Buffer) => {
      received = Buffer.concat([received, d]);
      const text = received.toString("latin1");
      const at = text.indexOf("\r\n\r\n");
      // A reply with a Content-Length is complete once that many bytes arrived.
      const length = at >= 0 ? /\r\ncontent-length: (\d+)/i.exec(text.slice(0, at))?.[1] : undefined;
      if (length !== undefined && received.length >= at + 4 + Number(length)) {
        socket.destroy();
        done();
      }
    });
    socket.on("close", () => {
      if (timer) done();
    });
    socket.on("error", () => {});
    socket.write(head, async () => {
      for (const chunk of chunks) {
        if (received.length || socket.destroyed) break;
        if (!socket.write(chunk)) await new Promise((r) => socket.once("drain", r));
      }
    });
  });
}

function* chunked(total: number, size = 64 * 1024): Generator<Buffer> {
  for (let sent = 0; sent < total; sent += size) {
    const n = Math.min(size, total - sent);
    yield Buffer.concat([Buffer.from(`${n.toString(16)}\r\n`), Buffer.alloc(n, 0x20), Buffer.from("\r\n")]);
  }
  yield Buffer.from("0\r\n\r\n");
}

const host = (base: string) => new URL(base).host;

test.describe("request bodies over 1 MiB are refused before anything reads them", () => {
  test("a huge Content-Length: 413 JSON at once, on the API and on a page, without sending the body", async ({
    baseURL,
  }) => {
    for (const path of ["/api/auth/csrf", "/api/contact", "/api/bookings", "/api/hotels", "/booking/MV-7K3Q9P"]) {
      const started = Date.now();
      const reply = await exchange(
        baseURL!,
        `POST ${path} HTTP/1.1\r\nHost: ${host(baseURL!)}\r\nContent-Type: application/json\r\nContent-Length: 250000000\r\n\r\n{"a":`,
      );
      expect(reply.status, path).toBe(413);
      expect(reply.json).toEqual({ error: TOO_LARGE, message: TOO_LARGE });
      expect(Date.now() - started).toBeLessThan(5_000);
    }
  });

  test("a chunked body past the cap: 413 while it streams; a chunked body within it is handled as usual", async ({
    baseURL,
  }) => {
    const head = (path: string) =>
      `POST ${path} HTTP/1.1\r\nHost: ${host(baseURL!)}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`;
    for (const path of ["/api/contact", "/api/auth/csrf", "/api/hotels"]) {
      const reply = await exchange(baseURL!, head(path), chunked(64 * CAP));
      expect(reply.status, path).toBe(413);
      expect(reply.json).toEqual({ error: TOO_LARGE, message: TOO_LARGE });
    }
    // Within the cap it reaches the route, whose own, smaller cap answers (16 KB for contact; 400, lib/server/http/body.ts).
    const small = await exchange(baseURL!, head("/api/contact"), chunked(100 * 1024));
    expect(small.status).toBe(400);
    expect(small.json).toMatchObject({ message: "The request body is too large (at most 16384 bytes)." });
    const body = Buffer.from(
      JSON.stringify({
        name: "Chunked",
        email: "chunked@example.com",
        subject: "Hello",
        message: "A body sent in chunks.",
      }),
    );
    const ok = await exchange(baseURL!, head("/api/contact"), [
      Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from("\r\n0\r\n\r\n")]),
    ]);
    expect([201, 400]).toContain(ok.status); // reached the handler whole (no 413, no 500)
  });

  test("/api/auth/csrf: GET still works; a big or malformed POST is a quick 4xx, never a 500", async ({
    baseURL,
    request,
  }) => {
    const get = await request.get("/api/auth/csrf");
    expect(get.status()).toBe(200);
    expect(await get.json()).toEqual({ csrfToken: expect.any(String) });
    for (const data of ["{not json", JSON.stringify({ csrfToken: "x".repeat(900 * 1024) })]) {
      const res = await request.post("/api/auth/csrf", { headers: { "content-type": "application/json" }, data });
      expect(res.status()).toBe(405);
      expect(await res.json()).toEqual({
        error: "/api/auth/csrf answers GET only.",
        message: "/api/auth/csrf answers GET only.",
      });
    }
    const big = await exchange(
      baseURL!,
      `POST /api/auth/csrf HTTP/1.1\r\nHost: ${host(baseURL!)}\r\nContent-Type: application/json\r\nContent-Length: ${250 * CAP}\r\n\r\n`,
    );
    expect(big.status).toBe(413);
  });
});

test.describe("crafted server-action calls get a 4xx JSON, never a 500", () => {
  const ID = "40".padEnd(42, "0f");
  test("cross-site, malformed ids, content types and argument lists", async ({ baseURL, request }) => {
    const own = baseURL!;
    const calls: { headers: Record<string, string>; data?: string; want: number }[] = [
      { headers: { origin: "https://evil.example" }, data: '["x"]', want: 403 },
      { headers: { origin: "null" }, data: '["x"]', want: 403 },
      { headers: { origin: "not a url" }, data: '["x"]', want: 403 },
      { headers: { origin: own, "sec-fetch-site": "cross-site" }, data: '["x"]', want: 403 },
      { headers: { origin: own, "next-action": "x" }, data: '["x"]', want: 400 },
      { headers: { origin: own, "next-action": `${ID}zz` }, data: '["x"]', want: 400 },
      {
        headers: { origin: own, "content-type": "multipart/form-data; boundary=b" },
        data: '--b\r\nContent-Disposition: form-data; name="1"\r\n\r\nx\r\n--b--\r\n',
        want: 415,
      },
      { headers: { origin: own, "content-type": "application/json" }, data: '["x"]', want: 415 },
      { headers: { origin: own }, data: "{not json", want: 400 },
      { headers: { origin: own }, data: '{"0":"x"}', want: 400 },
      { headers: { origin: own }, data: '["$F1"]', want: 400 },
      { headers: { origin: own }, data: '["$@0","$K1"]', want: 400 },
      { headers: { origin: own }, data: JSON.stringify(Array(1500).fill("x")), want: 400 },
      { headers: { origin: own }, data: JSON.stringify(["x".repeat(100 * 1024)]), want: 413 },
    ];
    for (const path of ["/booking/MV-7K3Q9P", "/settings", "/", "/api/hotels"]) {
      for (const { headers, data, want } of calls) {
        const res = await request.post(path, {
          headers: {
            "next-action": ID,
            "content-type": "text/plain;charset=UTF-8",
            accept: "text/x-component",
            ...headers,
          },
          data,
          maxRedirects: 0,
        });
        const label = `${path} ${JSON.stringify(headers)} ${String(data).slice(0, 30)}`;
        expect(res.status(), label).toBe(want);
        expect(await res.json(), label).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      }
    }
  });

  test("a well-formed call naming an action that does not exist gets Next's 409, marked for the client router", async ({
    baseURL,
    request,
  }) => {
    const res = await request.post("/booking/MV-7K3Q9P", {
      headers: {
        "next-action": ID,
        "content-type": "text/plain;charset=UTF-8",
        accept: "text/x-component",
        origin: baseURL!,
      },
      data: '["MV-7K3Q9P","token"]',
      maxRedirects: 0,
    });
    expect(res.status()).toBe(409);
    expect(res.headers()["x-nextjs-action-not-found"]).toBe("1");
    expect(await res.json()).toMatchObject({
      message: "This action is not available any more. Please reload the page.",
    });
  });
});
