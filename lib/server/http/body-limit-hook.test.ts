import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  MAX_REQUEST_BODY_BYTES,
  MAX_UPLOAD_BODY_BYTES,
  bodyCapFor,
  bodyPlan,
  installBodyLimitHook,
} from "../../node-hooks/body-limit-hook.mjs";

const CAP = MAX_REQUEST_BODY_BYTES;

describe("bodyCapFor", () => {
  it("gives only POST /api/admin/media the upload cap", () => {
    expect(bodyCapFor("POST", "/api/admin/media", CAP)).toBe(MAX_UPLOAD_BODY_BYTES);
    expect(bodyCapFor("POST", "/api/admin/media?x=1", CAP)).toBe(MAX_UPLOAD_BODY_BYTES);
    expect(bodyCapFor("PUT", "/api/admin/media", CAP)).toBe(CAP);
    expect(bodyCapFor("POST", "/api/admin/media/x", CAP)).toBe(CAP);
    expect(bodyCapFor("POST", "/api/hotels", CAP)).toBe(CAP);
  });
});

describe("bodyPlan", () => {
  it("refuses a declared length over the cap, holds a body without one, passes the rest", () => {
    expect(bodyPlan({ "content-length": String(CAP + 1) }, CAP)).toBe("refuse");
    expect(bodyPlan({ "content-length": "250000000000" }, CAP)).toBe("refuse");
    expect(bodyPlan({ "content-length": String(CAP) }, CAP)).toBe("pass");
    expect(bodyPlan({ "transfer-encoding": "chunked" }, CAP)).toBe("hold");
    expect(bodyPlan({}, CAP)).toBe("pass");
  });
});

/** A raw HTTP/1.1 exchange: writes `head`, then `body` chunk by chunk until the server answers; resolves with what the server sent. */
function exchange(
  port: number,
  head: string,
  chunks: Iterable<Buffer> = [],
): Promise<{ status: number; text: string; json: unknown }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    const finish = () => {
      const [headPart = "", bodyPart = ""] = received.split("\r\n\r\n");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headPart)?.[1] ?? 0);
      let json: unknown = null;
      try {
        json = JSON.parse(bodyPart);
      } catch {}
      resolve({ status, text: received, json });
    };
    socket.on("data", (d: Buffer) => (received += d.toString("latin1")));
    socket.on("close", finish);
    socket.on("error", () => {});
    socket.write(head, async () => {
      for (const chunk of chunks) {
        if (received || socket.destroyed) break;
        if (!socket.write(chunk)) await new Promise((r) => socket.once("drain", r));
      }
      if (!received && !socket.destroyed) socket.end();
    });
  });
}

function* chunked(total: number, size = 64 * 1024): Generator<Buffer> {
  for (let sent = 0; sent < total; sent += size) {
    const n = Math.min(size, total - sent);
    yield Buffer.concat([Buffer.from(`${n.toString(16)}\r\n`), Buffer.alloc(n, 0x61), Buffer.from("\r\n")]);
  }
  yield Buffer.from("0\r\n\r\n");
}

describe("installBodyLimitHook: every request body over the cap is refused before the server's listener sees it", () => {
  let server: http.Server;
  let port: number;
  const seen: string[] = [];

  beforeAll(async () => {
    installBodyLimitHook();
    server = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      let size = 0;
      req.on("data", (d: Buffer) => (size += d.length));
      req.on("end", () => res.end(JSON.stringify({ size })));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("a huge Content-Length: 413 with the contract's JSON at once, no byte of the body read", async () => {
    seen.length = 0;
    const started = Date.now();
    const reply = await exchange(
      port,
      `POST /api/auth/csrf HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 250000000\r\n\r\n{"a":`,
    );
    expect(reply.status).toBe(413);
    expect(reply.json).toEqual({
      error: `The request body is too large (at most ${CAP} bytes).`,
      message: `The request body is too large (at most ${CAP} bytes).`,
    });
    expect(reply.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(reply.text).toMatch(/\r\ncache-control: no-store\r\n/i);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(seen).toEqual([]);
  });

  it("a chunked body past the cap: 413 while it streams, the listener never called", async () => {
    seen.length = 0;
    const reply = await exchange(
      port,
      `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      chunked(20 * CAP),
    );
    expect(reply.status).toBe(413);
    expect(reply.json).toMatchObject({ message: `The request body is too large (at most ${CAP} bytes).` });
    expect(seen).toEqual([]);
  });

  it("a chunked body within the cap reaches the listener whole; so does a declared one, and a request without a body", async () => {
    seen.length = 0;
    const small = await exchange(
      port,
      `POST /api/contact HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
      chunked(CAP),
    );
    expect(small.status).toBe(200);
    expect(small.json).toEqual({ size: CAP });
    const declared = await exchange(
      port,
      `POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\n`,
      [Buffer.from("hello")],
    );
    expect(declared.json).toEqual({ size: 5 });
    const get = await exchange(port, `GET /api/hotels HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(get.json).toEqual({ size: 0 });
    expect(seen).toEqual(["POST /api/contact", "POST /x", "GET /api/hotels"]);
  });

  it("a picture upload (POST /api/admin/media) may send up to MAX_UPLOAD_BODY_BYTES; past that, and on any other path past the cap, 413", async () => {
    seen.length = 0;
    const big = MAX_UPLOAD_BODY_BYTES - 1000;
    const upload = await exchange(
      port,
      `POST /api/admin/media HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
      chunked(big),
    );
    expect(upload.json).toEqual({ size: big });
    const over = await exchange(
      port,
      `POST /api/admin/media HTTP/1.1\r\nHost: x\r\nContent-Length: ${MAX_UPLOAD_BODY_BYTES + 1}\r\n\r\n`,
    );
    expect(over.status).toBe(413);
    const elsewhere = await exchange(
      port,
      `POST /api/hotels HTTP/1.1\r\nHost: x\r\nContent-Length: ${CAP + 1}\r\n\r\n`,
    );
    expect(elsewhere.status).toBe(413);
    expect(seen).toEqual(["POST /api/admin/media"]);
  });

  it("is idempotent", () => {
    expect(installBodyLimitHook()).toBe(true);
  });
});
