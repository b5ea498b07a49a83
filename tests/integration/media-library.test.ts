/**
 * Issue 38, the remaining parts: a pasted outside address copied into the store
 * (POST /api/admin/media/import, under lib/server/network/public-fetch.ts's rules), each picture's
 * alt text (PUT /api/admin/media/alt, read back by GET /api/admin/media?url= and altTextsFor), the
 * media library (GET /api/admin/media?page=, newest first), and the cleanup job that removes
 * pictures no record has used for the grace period (lib/server/media/cleanup.ts, the cron route) —
 * on a local folder and on a real S3-compatible server.
 *
 * The outside server is a local http server started here, reachable only through the tests'
 * switch MEDIA_IMPORT_TEST_LOOPBACK=1; without it this machine stays refused.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { NextRequest } from "next/server";

import { GET as listRoute } from "@/app/api/admin/media/route";
import { POST as importRoute } from "@/app/api/admin/media/import/route";
import { PUT as altRoute } from "@/app/api/admin/media/alt/route";
import { GET as cronCleanup } from "@/app/api/cron/media-cleanup/route";
import { POST as postHotel } from "@/app/api/hotels/route";
import { getDb } from "@/lib/server/db/client";
import { cleanupMedia } from "@/lib/server/media/cleanup";
import { altTextsFor } from "@/lib/server/media/library";
import { pagePictures, shownPictureAddress } from "@/lib/server/media/page-pictures";
import { MAX_UPLOAD_BYTES } from "@/lib/server/media/process";
import { readConfig } from "@/lib/server/config/env";
import { createConfiguredMediaStore, setMediaStore, type MediaStore } from "@/lib/server/media/store";
import { storePicture } from "@/lib/server/media/upload-media";
import { MEDIA_PAGE_SIZE } from "@/lib/validation/media";
import { call } from "../support/http";
import { signInTokens, validGuestHouse, validHotel } from "../support/content";
import { startS3Server } from "../support/s3-server.mjs";

process.env.NEXTAUTH_SECRET = "integration-test-media-library";

let tokens: Awaited<ReturnType<typeof signInTokens>>;
let seed = 0;
const photo = (width = 64, height = 48) => {
  seed += 1;
  return sharp({
    create: { width, height, channels: 3, background: { r: (seed * 53) % 256, g: (seed * 29) % 256, b: 17 } },
  })
    .jpeg()
    .toBuffer();
};

let server: http.Server;
let origin = "";
let servedPhoto: Buffer;
beforeAll(async () => {
  tokens = await signInTokens();
  servedPhoto = await photo(300, 200);
  server = http.createServer((req, res) => {
    const routes: Record<string, () => void> = {
      "/photo.jpg": () => res.writeHead(200, { "content-type": "image/jpeg" }).end(servedPhoto),
      "/hop": () => res.writeHead(302, { location: "/photo.jpg" }).end(),
      "/to-private": () => res.writeHead(302, { location: "http://10.0.0.1/photo.jpg" }).end(),
      "/to-metadata": () => res.writeHead(307, { location: "https://169.254.169.254/latest/meta-data/" }).end(),
      "/to-mapped": () => res.writeHead(301, { location: "https://[::ffff:a00:1]/photo.jpg" }).end(),
      "/loop": () => res.writeHead(302, { location: "/loop" }).end(),
      "/big.jpg": () =>
        res.writeHead(200, { "content-type": "image/jpeg" }).end(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff)),
      "/page.html": () =>
        res.writeHead(200, { "content-type": "text/html" }).end("<html><script>alert(1)</script></html>"),
    };
    (routes[req.url ?? ""] ?? (() => res.writeHead(404).end()))();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  setMediaStore(undefined);
  delete process.env.MEDIA_IMPORT_TEST_LOOPBACK;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const importUrl = (url: string, headers: Record<string, string> = tokens.admin) =>
  call(importRoute as never, "/api/admin/media/import", undefined, { method: "POST", headers, body: { url } });

async function withLocalStore<T>(run: (store: MediaStore) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "lagoon-media-"));
  const store = createConfiguredMediaStore(readConfig({ MEDIA_DIR: dir }).media);
  setMediaStore(store);
  try {
    return await run(store);
  } finally {
    setMediaStore(undefined);
    await rm(dir, { recursive: true, force: true });
  }
}

describe("POST /api/admin/media/import: an outside picture copied into the store", () => {
  it("without the tests' switch this machine is refused, in every spelling, with a 400 sentence", async () => {
    delete process.env.MEDIA_IMPORT_TEST_LOOPBACK;
    const cases: [string, RegExp][] = [
      [`${origin}/photo.jpg`, /Only https:\/\/ addresses/],
      ["https://127.0.0.1/photo.jpg", /loopback address/],
      ["https://[::1]/photo.jpg", /loopback address/],
      ["https://[::ffff:127.0.0.1]/photo.jpg", /loopback address/],
      ["https://localhost/photo.jpg", /not a public internet name/],
      ["https://10.1.2.3/photo.jpg", /private address/],
      ["https://[fd00::1]/photo.jpg", /private \(unique local\) address/],
      ["https://169.254.169.254/latest/meta-data/", /link-local address/],
    ];
    for (const [url, message] of cases) {
      const res = await importUrl(url);
      expect(res.status, url).toBe(400);
      expect(res.json.error, url).toMatch(message);
    }
  });

  it("with the switch: a picture (also behind a redirect) is stored like an upload, once", async () => {
    process.env.MEDIA_IMPORT_TEST_LOOPBACK = "1";
    await withLocalStore(async (store) => {
      const res = await importUrl(`${origin}/photo.jpg`);
      expect(res.status).toBe(201);
      expect(res.json).toEqual({
        url: expect.stringMatching(/^\/media\/[0-9a-f]{32}\.webp$/),
        width: 300,
        height: 200,
      });
      expect(await store.exists(res.json.url.slice(7))).toBe(true);
      const again = await importUrl(`${origin}/hop`);
      expect(again.status).toBe(201);
      expect(again.json.url).toBe(res.json.url);
      expect(await getDb().media.count({ where: { url: res.json.url } })).toBe(1);
    });
  });

  it("with the switch: redirects to private addresses, too many redirects, too large and not a picture are 400s, nothing stored", async () => {
    process.env.MEDIA_IMPORT_TEST_LOOPBACK = "1";
    const before = await getDb().media.count();
    const cases: [string, RegExp][] = [
      [`${origin}/to-private`, /private address/],
      [`${origin}/to-metadata`, /link-local address/],
      [`${origin}/to-mapped`, /private address/],
      [`${origin}/loop`, /redirected more than 3 times/],
      [`${origin}/big.jpg`, /too large: at most 15 MB/],
      [`${origin}/page.html`, /not a JPEG, PNG, WebP or AVIF picture/],
      [`${origin}/missing.jpg`, /answered 404/],
    ];
    for (const [url, message] of cases) {
      const res = await importUrl(url);
      expect(res.status, url).toBe(400);
      expect(res.json.error, url).toMatch(message);
    }
    expect(await getDb().media.count()).toBe(before);
    delete process.env.MEDIA_IMPORT_TEST_LOOPBACK;
  });

  it("admins only: 401 signed out, 403 a customer; 400 without an address", async () => {
    expect((await importUrl("https://example.com/a.jpg", {})).status).toBe(401);
    expect((await importUrl("https://example.com/a.jpg", tokens.customer)).status).toBe(403);
    expect((await importUrl("  ")).status).toBe(400);
  });
});

describe("alt text and the media library", () => {
  it("an admin sets a picture's alt text; the forms and the public pages read it back (one query for many)", async () => {
    await withLocalStore(async () => {
      const a = await storePicture(await photo());
      const b = await storePicture(await photo());
      const put = await call(altRoute as never, "/api/admin/media/alt", undefined, {
        method: "PUT",
        headers: tokens.admin,
        body: { url: a.url, alt: "  The pool   at dusk " },
      });
      expect(put.status).toBe(200);
      expect(put.json).toMatchObject({ url: a.url, alt: "The pool at dusk" });
      const got = await call(
        listRoute as never,
        `/api/admin/media?url=${encodeURIComponent(a.url)}&url=${encodeURIComponent(b.url)}`,
        undefined,
        { headers: tokens.admin },
      );
      expect(got.status).toBe(200);
      expect(Object.fromEntries(got.json.items.map((i: { url: string; alt: string }) => [i.url, i.alt]))).toEqual({
        [a.url]: "The pool at dusk",
        [b.url]: "",
      });
      expect(await altTextsFor([a.url, b.url, "/images/x.webp", "https://example.com/a.jpg"])).toEqual({
        [a.url]: "The pool at dusk",
      });

      const unknown = "/media/0123456789abcdef0123456789abcdef.webp";
      expect(
        (
          await call(altRoute as never, "/api/admin/media/alt", undefined, {
            method: "PUT",
            headers: tokens.admin,
            body: { url: unknown, alt: "x" },
          })
        ).status,
      ).toBe(404);
      const long = await call(altRoute as never, "/api/admin/media/alt", undefined, {
        method: "PUT",
        headers: tokens.admin,
        body: { url: a.url, alt: "x".repeat(301) },
      });
      expect(long.status).toBe(400);
      expect(long.json.error).toMatch(/at most 300 characters/);
      expect(
        (
          await call(altRoute as never, "/api/admin/media/alt", undefined, {
            method: "PUT",
            headers: tokens.customer,
            body: { url: a.url, alt: "x" },
          })
        ).status,
      ).toBe(403);
    });
  });

  it("a page's pictures: one query for every alt text on it; with S3_PUBLIC_URL they load from that address, unset from /media", async () => {
    await withLocalStore(async () => {
      const a = await storePicture(await photo());
      const b = await storePicture(await photo());
      await call(altRoute as never, "/api/admin/media/alt", undefined, {
        method: "PUT",
        headers: tokens.admin,
        body: { url: a.url, alt: "Villas at dawn" },
      });
      const addresses = [a.url, b.url, a.url, "/images/hotels/x.webp", "https://example.com/a.jpg"];
      const key = (url: string) => url.slice("/media/".length);

      const findMany = vi.spyOn(getDb().media, "findMany");
      try {
        const unset = await pagePictures(addresses, null);
        expect(findMany).toHaveBeenCalledTimes(1);
        expect(unset).toEqual({ [a.url]: { src: a.url, alt: "Villas at dawn" }, [b.url]: { src: b.url, alt: "" } });

        // S3_PUBLIC_URL read as the server reads it (lib/server/config/env.ts), with its prefix.
        const cdn = readConfig({
          S3_PUBLIC_URL: "https://cdn.example.com/lagoon/",
          S3_BUCKET: "pictures",
          S3_PREFIX: "uploads",
        }).media.publicUrl;
        const served = await pagePictures(addresses, cdn);
        expect(findMany).toHaveBeenCalledTimes(2);
        expect(served).toEqual({
          [a.url]: { src: `https://cdn.example.com/lagoon/uploads/${key(a.url)}`, alt: "Villas at dawn" },
          [b.url]: { src: `https://cdn.example.com/lagoon/uploads/${key(b.url)}`, alt: "" },
        });
        // What a page's metadata (og:image) and the booking wizard's picture use: the same address, no query.
        expect(shownPictureAddress(a.url, cdn)).toBe(served[a.url]!.src);
        expect(shownPictureAddress("/images/hotels/x.webp", cdn)).toBe("/images/hotels/x.webp");
        expect(shownPictureAddress(a.url, null)).toBe(a.url);

        // No uploaded picture on the page: no query at all.
        expect(await pagePictures(["/images/hotels/x.webp", "https://example.com/a.jpg"], cdn)).toEqual({});
        expect(findMany).toHaveBeenCalledTimes(2);
      } finally {
        findMany.mockRestore();
      }
    });
  });

  it("the library pages newest first, in SQL, and says when more follow", async () => {
    const base = Date.UTC(2030, 0, 1);
    const hash = (i: number) => i.toString(16).padStart(32, "a");
    await getDb().media.createMany({
      data: Array.from({ length: MEDIA_PAGE_SIZE + 3 }, (_, i) => ({
        hash: hash(i),
        key: `${hash(i)}.webp`,
        url: `/media/${hash(i)}.webp`,
        mime: "image/webp",
        width: 10,
        height: 10,
        bytes: 100,
        createdAt: new Date(base + i * 1000),
      })),
    });
    const first = await call(listRoute as never, "/api/admin/media", undefined, { headers: tokens.admin });
    expect(first.status).toBe(200);
    expect(first.json.items).toHaveLength(MEDIA_PAGE_SIZE);
    expect(first.json.hasMore).toBe(true);
    expect(first.json.items[0].url).toBe(`/media/${hash(MEDIA_PAGE_SIZE + 2)}.webp`);
    const times = first.json.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await call(listRoute as never, "/api/admin/media?page=2", undefined, { headers: tokens.admin });
    expect(second.json.items[0].url).toBe(`/media/${hash(2)}.webp`);
    for (const bad of ["page=0", "page=x", "url=%2Fetc%2Fpasswd"]) {
      expect(
        (await call(listRoute as never, `/api/admin/media?${bad}`, undefined, { headers: tokens.admin })).status,
        bad,
      ).toBe(400);
    }
    expect((await call(listRoute as never, "/api/admin/media", undefined, { headers: tokens.customer })).status).toBe(
      403,
    );
    await getDb().media.deleteMany({ where: { createdAt: { gte: new Date(base) } } });
  });
});

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
      return { store: createConfiguredMediaStore(readConfig(s3.env).media), close: () => s3.stop() };
    },
  },
];

const DAY = 24 * 60 * 60 * 1000;

describe.each(stores)("the cleanup job on the $name", ({ open }) => {
  let store: MediaStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await open());
    setMediaStore(store);
  });
  afterAll(async () => {
    setMediaStore(undefined);
    await close();
  });

  it("never removes a picture a record (or an e-mail template) uses; removes one unused for the grace period, from the store and the table", async () => {
    const db = getDb();
    const t0 = new Date();
    const [hotelMain, roomType, gallery, template, unused, reused, fresh] = await Promise.all(
      Array.from({ length: 7 }, async () => storePicture(await photo())),
    );
    const suffix = Date.now().toString(36);
    const hotel = await db.hotel.create({
      data: {
        ...validHotel,
        name: `Cleanup ${suffix}`,
        image: hotelMain!.url,
        additionalImages: [],
        roomTypes: [],
        policies: "",
      },
    });
    await db.roomType.create({
      data: {
        hotelId: hotel.id,
        name: `Villa ${suffix}`,
        basePrice: 100,
        images: ["/images/placeholder.webp", roomType!.url],
      },
    });
    await db.guestHouse.create({
      data: {
        ...validGuestHouse,
        type: "guest_house",
        title: `Cleanup GH ${suffix}`,
        mainImage: "/images/placeholder.webp",
        galleryImages: [gallery!.url],
      },
    });
    // An administrator's e-mail template shows one through next/image's encoded address.
    await db.emailTemplateOverride.upsert({
      where: { type: "welcomeEmail" },
      create: {
        type: "welcomeEmail",
        subject: "Welcome",
        text: "Welcome",
        html: `<img src="https://stays.example/_next/image?url=%2Fmedia%2F${template!.url.slice(7)}&w=640">`,
      },
      update: { html: `<img src="https://stays.example/_next/image?url=%2Fmedia%2F${template!.url.slice(7)}&w=640">` },
    });

    const first = await cleanupMedia({ now: t0, graceDays: 7, store });
    expect(first.removed).toBe(0);
    const since = async (url: string) => (await db.media.findUnique({ where: { url } }))?.unreferencedSince ?? null;
    expect(await since(hotelMain!.url)).toBeNull();
    expect(await since(unused!.url)).toEqual(t0);
    expect(await since(reused!.url)).toEqual(t0);

    // Meanwhile an admin saves a hotel with `reused` (the save marks it used at once), and `fresh` is only now unused.
    const saved = await call(postHotel as never, "/api/hotels", undefined, {
      method: "POST",
      headers: tokens.admin,
      body: { ...validHotel, name: `Reuse ${suffix}`, image: reused!.url, additionalImages: [] },
    });
    expect(saved.status).toBe(201);
    expect(await since(reused!.url)).toBeNull();

    // Eight days on, two passes at once (two instances): the unused picture goes once; nothing in use goes.
    const later = new Date(t0.getTime() + 8 * DAY);
    await db.media.update({ where: { url: fresh!.url }, data: { unreferencedSince: new Date(later.getTime() - DAY) } });
    const passes = await Promise.all([
      cleanupMedia({ now: later, graceDays: 7, store }),
      cleanupMedia({ now: later, graceDays: 7, store }),
    ]);
    expect(passes.reduce((n, p) => n + p.removed, 0)).toBeGreaterThanOrEqual(1);
    expect(await db.media.findUnique({ where: { url: unused!.url } })).toBeNull();
    expect(await store.exists(unused!.url.slice(7))).toBe(false);
    for (const kept of [hotelMain, roomType, gallery, template, reused, fresh]) {
      expect(await db.media.findUnique({ where: { url: kept!.url } }), kept!.url).not.toBeNull();
      expect(await store.exists(kept!.url.slice(7)), kept!.url).toBe(true);
    }

    // A picture marked unused whose record came back before the removal: the batch checks again and keeps it.
    await db.media.update({ where: { url: gallery!.url }, data: { unreferencedSince: t0 } });
    await cleanupMedia({ now: later, graceDays: 7, store });
    expect(await since(gallery!.url)).toBeNull();
    expect(await store.exists(gallery!.url.slice(7))).toBe(true);
  });
});

describe("GET /api/cron/media-cleanup", () => {
  const SECRET = "cron-secret-for-the-media-cleanup-test-0123456789";
  const get = (authorization?: string) =>
    withLocalStore(() =>
      cronCleanup(
        new NextRequest("http://localhost:3000/api/cron/media-cleanup", {
          headers: authorization ? { authorization } : {},
        }),
        { params: Promise.resolve({}) },
      ),
    );

  it("404 without CRON_SECRET, 401 with a wrong one, 200 with the pass's summary", async () => {
    delete process.env.CRON_SECRET;
    expect((await get(`Bearer ${SECRET}`)).status).toBe(404);
    process.env.CRON_SECRET = SECRET;
    try {
      expect((await get("Bearer wrong")).status).toBe(401);
      const ok = await get(`Bearer ${SECRET}`);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({
        ok: true,
        markedUnused: expect.any(Number),
        inUseAgain: expect.any(Number),
        removed: expect.any(Number),
      });
    } finally {
      delete process.env.CRON_SECRET;
    }
  });
});
