import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { expect, test, type Page } from "@playwright/test";
import { startTestSmtpServer } from "../support/smtp-server";
import type { MultiInstanceRun } from "./support/multi-instance-setup";
import { ymdFromToday, ymdInDays } from "./support/dates";
import { STORED_PICTURE, plainPhoto } from "./support/media";

// The two-instance check (issue 20): two production servers of the site on ONE PostgreSQL
// database and one Redis database (playwright.multi.config.ts starts them once, through
// scripts/multi-instance.mjs). What one instance does must show on the other on the NEXT request:
//   a. an admin's edit on A, on B's page and API;
//   b. the last room booked on A, sold out on B's page and API;
//   c. one client's failed sign-ins on A and on B, counted against one limit;
//   d. a check-in reminder due once, sent once when the jobs run on A and on B at the same time;
//   e. a picture uploaded on A, served by B (one S3-compatible bucket, started by the harness).
// Every "next request" below is a single request, never retried: a stale answer is a failure.
// B's pages are loaded without JavaScript, so what is checked is the HTML B served (no client-side
// fetch can repair a stale render).

const run = JSON.parse(process.env.MULTI_INSTANCE ?? "null") as MultiInstanceRun | null;
const A = run?.a ?? "";
const B = run?.b ?? "";
test.beforeEach(() => {
  if (!run)
    throw new Error(
      "MULTI_INSTANCE is not set: run this spec with `npm run test:multi` (playwright.multi.config.ts starts the two servers)",
    );
});

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${crypto.randomBytes(3).toString("hex")}`;

interface Reply<T = unknown> {
  status: number;
  json: T;
  text: string;
}

/** One request to one instance (no cookies, no retries). */
async function call<T = unknown>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, json: json as T, text };
}

async function adminToken(base: string): Promise<string> {
  const res = await call<{ token: string }>(base, "/api/auth/login", {
    method: "POST",
    body: { email: "admin@example.com", password: "admin12345" },
  });
  expect(res.status, `admin sign-in on ${base}: ${res.text}`).toBe(200);
  return res.json.token;
}

interface HotelDetail {
  id: number;
  name: string;
  location: string;
  roomTypeDetails: { name: string; units: number }[];
  [key: string]: unknown;
}

async function hotels(base: string): Promise<{ id: number; name: string }[]> {
  const res = await call<{ id: number; name: string }[]>(base, "/api/hotels?limit=100");
  expect(res.status).toBe(200);
  return res.json;
}

/** Loads a page of one instance (one document request, no JavaScript) and reports its status. */
async function open(page: Page, url: string): Promise<number> {
  const res = await page.goto(url, { waitUntil: "domcontentloaded" });
  return res?.status() ?? 0;
}

/** The page's title and every h1's text, hidden (streamed) ones included. */
const headings = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    h1: [...document.querySelectorAll("h1")].map((h) => h.textContent?.trim() ?? ""),
  }));

/**
 * The room-type item of a hotel page: whether it says sold out, and its 'N rooms left' badge. Any
 * <li> whose heading is the room type's name: without JavaScript, React's streamed segments stay
 * where they arrived (hidden <div id="S:n">), outside the list they belong in.
 */
const roomItem = (page: Page, name: string) =>
  page.evaluate((roomName) => {
    for (const li of document.querySelectorAll("li")) {
      if (li.querySelector("h3")?.textContent?.trim() !== roomName) continue;
      return {
        soldOut: li.querySelector('[data-testid="sold-out"]') !== null,
        free: li.querySelector('[data-testid="room-free"]')?.textContent?.trim() ?? null,
      };
    }
    return null;
  }, name);

function booking(hotelId: number, roomType: string, checkIn: string, checkOut: string, email: string) {
  return {
    customerName: "Two Instance Guest",
    customerEmail: email,
    customerPhone: "+960 777 4444",
    hotelId,
    roomType,
    checkIn,
    checkOut,
    adults: 1,
    children: 0,
    agreeToTerms: true,
  };
}

interface Availability {
  roomTypes: { name: string; units: number; freeForWholeStay: number }[];
}
const availability = (base: string, hotelId: number, from: string, to: string) =>
  call<Availability>(base, `/api/availability?kind=hotel&propertyId=${hotelId}&from=${from}&to=${to}`);

test("a. an admin's edit on instance A shows on instance B's page and API on the next request", async ({ page }) => {
  const [first] = await hotels(A);
  const hotel = (await call<HotelDetail>(A, `/api/hotels/${first!.id}`)).json;
  // B has served the hotel before the edit (its caches, whatever they are, hold the old name).
  expect((await call<HotelDetail>(B, `/api/hotels/${hotel.id}`)).json.name).toBe(hotel.name);
  expect(await open(page, `${B}/hotels/${hotel.id}`)).toBe(200);
  expect((await headings(page)).h1).toContain(hotel.name);
  // B serves the page whole from its route cache now (the edit must expire it there).
  const cached = await fetch(`${B}/hotels/${hotel.id}`, { headers: { "user-agent": "Mozilla/5.0 Chrome" } });
  expect(cached.headers.get("x-nextjs-cache")).toBe("HIT");
  expect((await hotels(B)).find((h) => h.id === hotel.id)?.name).toBe(hotel.name);
  // And a listing's search that lists it (its location: it stays listed once renamed), a page of
  // its own in B's route cache (lib/catalogue/listing-rewrites.mjs).
  const search = `${B}/hotels?q=${encodeURIComponent(hotel.location)}`;
  expect(await (await fetch(search)).text()).toContain(hotel.name);
  const listed = await fetch(search);
  expect(listed.headers.get("x-nextjs-cache")).toBe("HIT");
  expect(await listed.text()).toContain(hotel.name);

  const renamed = `Two Instance Lodge ${unique()}`;
  const token = await adminToken(A);
  const put = await call<HotelDetail>(A, `/api/hotels/${hotel.id}`, {
    method: "PUT",
    token,
    body: { ...hotel, name: renamed },
  });
  expect(put.status, put.text).toBe(200);
  expect(put.json.name).toBe(renamed);
  // A itself shows it (sanity: the edit happened).
  expect(
    (await call<HotelDetail>(A, `/api/hotels/${hotel.id}`)).json.name,
    "instance A's own GET /api/hotels/{id} after its edit",
  ).toBe(renamed);

  const stale = (what: string) =>
    `instance B's ${what} still shows the old name "${hotel.name}" on the first request after instance A renamed the hotel: B's cache did not hear of A's edit`;
  expect
    .soft((await call<HotelDetail>(B, `/api/hotels/${hotel.id}`)).json.name, stale(`GET /api/hotels/${hotel.id}`))
    .toBe(renamed);
  expect
    .soft((await hotels(B)).find((h) => h.id === hotel.id)?.name, stale("GET /api/hotels (the list)"))
    .toBe(renamed);
  expect
    .soft(await (await fetch(search)).text(), stale(`page /hotels?q=… (the listing's cached search)`))
    .toContain(renamed);
  expect(await open(page, `${B}/hotels/${hotel.id}`)).toBe(200);
  const shown = await headings(page);
  expect.soft(shown.h1, stale(`page /hotels/${hotel.id} (its h1)`)).toContain(renamed);
  expect.soft(shown.title, stale(`page /hotels/${hotel.id} (its title)`)).toContain(renamed);
});

test("a2. a page instance B serves from the route cache (an unknown destination's 404) shows the destination instance A then creates, at B's next request", async ({
  page,
}) => {
  const token = await adminToken(A);
  const create = (name: string) =>
    call<{ id: number; name: string }>(A, "/api/destinations", {
      method: "POST",
      token,
      body: {
        name,
        country: "Maldives",
        image: "/images/destinations/bali-1.webp",
        description: "A destination made by the two-instance check.",
        hotels: 0,
        priceFrom: 150,
        attractions: ["Lagoons"],
        bestTimeToVisit: "November to April",
        currency: "MVR",
        language: "Dhivehi",
        timezone: "Indian/Maldives",
      },
    });
  // Destination ids are given in order: the one after this one is the next to be created.
  const first = await create(`Two Instance Atoll ${unique()}`);
  expect(first.status, first.text).toBe(201);
  const next = first.json.id + 1;
  // B answers the unknown id with a 404 and keeps it (the second answer comes from its route cache).
  expect(await open(page, `${B}/destinations/${next}`)).toBe(404);
  const again = await fetch(`${B}/destinations/${next}`, { headers: { "user-agent": "Mozilla/5.0 Chrome" } });
  expect(again.status).toBe(404);
  expect(again.headers.get("x-nextjs-cache")).toBe("HIT");

  const name = `Two Instance Reef ${unique()}`;
  const second = await create(name);
  expect(second.status, second.text).toBe(201);
  expect(second.json.id, "no other destination was created in between").toBe(next);
  expect(await open(page, `${B}/destinations/${next}`), `instance B still answers 404 for /destinations/${next}`).toBe(
    200,
  );
  expect((await headings(page)).h1).toContain(name);
});

test("b. the last room booked on instance A is sold out on instance B's page and API on the next request", async ({
  page,
}) => {
  const checkIn = ymdInDays(45);
  const checkOut = ymdInDays(46);
  // The room type with the fewest free rooms that night among a few hotels (fewest bookings to fill).
  let best: { hotelId: number; name: string; free: number } | null = null;
  for (const h of (await hotels(A)).slice(1, 8)) {
    const res = await availability(A, h.id, checkIn, checkOut);
    expect(res.status, res.text).toBe(200);
    for (const r of res.json.roomTypes)
      if (r.freeForWholeStay >= 1 && (!best || r.freeForWholeStay < best.free))
        best = { hotelId: h.id, name: r.name, free: r.freeForWholeStay };
  }
  expect(best, "a demo hotel with a free room type that night").not.toBeNull();
  const { hotelId, name } = best!;
  for (let i = 1; i < best!.free; i++) {
    const res = await call(A, "/api/bookings", {
      method: "POST",
      body: booking(hotelId, name, checkIn, checkOut, `fill.${i}.${unique()}@example.com`),
    });
    expect(res.status, res.text).toBe(201);
  }
  const roomFor = (base: string) =>
    availability(base, hotelId, checkIn, checkOut).then(
      (r) => r.json.roomTypes.find((t) => t.name === name)?.freeForWholeStay,
    );
  const pageUrl = `${B}/hotels/${hotelId}?checkIn=${checkIn}&checkOut=${checkOut}&adults=1`;
  // B has served the night with one room left (its caches, whatever they are, hold that).
  expect(await roomFor(B), `instance B's free ${name} rooms before the last booking`).toBe(1);
  expect(await open(page, pageUrl)).toBe(200);
  expect(await roomItem(page, name)).toEqual({ soldOut: false, free: "1 room left for your dates" });

  const last = await call(A, "/api/bookings", {
    method: "POST",
    body: booking(hotelId, name, checkIn, checkOut, `last.${unique()}@example.com`),
  });
  expect(last.status, `the last ${name} booked on instance A: ${last.text}`).toBe(201);
  expect(await roomFor(A), "instance A's own availability after the booking").toBe(0);

  const stale = (what: string) =>
    `instance B's ${what} still offers the ${name} room on the first request after instance A sold the last one`;
  expect.soft(await roomFor(B), stale("GET /api/availability")).toBe(0);
  expect(await open(page, pageUrl)).toBe(200);
  expect
    .soft(await roomItem(page, name), stale(`page /hotels/${hotelId}?checkIn…`))
    .toEqual({ soldOut: true, free: null });
  // And B refuses to sell it again (the database decides: this holds even with stale pages).
  const again = await call(B, "/api/bookings", {
    method: "POST",
    body: booking(hotelId, name, checkIn, checkOut, `again.${unique()}@example.com`),
  });
  expect.soft(again.status, `a booking of the sold-out ${name} on instance B: ${again.text}`).toBe(409);
});

test("c. one client's failed sign-ins on instances A and B add up to one limit", async () => {
  // RATE_LIMIT_LOGIN_FAILURES=5/1h (scripts/multi-instance.mjs): 5 failures for one e-mail from one
  // client pass, the 5th imposes a wait (1 s, doubling), and an attempt during it gets 429 before
  // any password is checked. Alternating A, B, A, …: counted together, the 6th attempt is refused
  // (the 7th if the machine took over a second between two attempts); counted per instance, each
  // has seen only 3 by then, and nothing would be refused before the 10th.
  const email = `nobody.${unique()}@example.com`;
  const seen: string[] = [];
  let refusedAt = 0;
  for (let attempt = 1; attempt <= 12 && !refusedAt; attempt++) {
    const on = attempt % 2 ? "A" : "B";
    const res = await call(on === "A" ? A : B, "/api/auth/login", {
      method: "POST",
      body: { email, password: "not-the-password-1" },
    });
    seen.push(`${attempt}:${on}→${res.status}`);
    if (res.status === 429) refusedAt = attempt;
    else expect(res.status, `attempt ${attempt} on ${on}: ${res.text}`).toBe(401);
  }
  const sequence = seen.join(" ");
  expect(refusedAt, `no attempt was refused in 12 alternating failures (${sequence})`).toBeGreaterThan(0);
  expect(refusedAt, `refused before 5 failures (${sequence})`).toBeGreaterThan(5);
  expect(
    refusedAt,
    `the failures were counted per instance: 5 failures on A and B together should have made the next attempt wait (attempt 6, at worst 7), but the first 429 came at attempt ${refusedAt} (${sequence})`,
  ).toBeLessThanOrEqual(7);
});

/** The cron route of the jobs, when the build has one: 401/403 without the secret (405: POST only), 404 when absent. */
async function findCronRoute(): Promise<{ path: string; method: "GET" | "POST" } | null> {
  const candidates = process.env.MULTI_CRON_PATH ? [process.env.MULTI_CRON_PATH] : ["/api/cron/jobs", "/api/cron"];
  for (const path of candidates) {
    const res = await call(A, path);
    if (res.status === 401 || res.status === 403) return { path, method: "GET" };
    if (res.status === 405) return { path, method: "POST" };
  }
  return null;
}

/** `npm run email:jobs` as a process beside the servers, with their database and secrets. */
function runJobsProcess(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--import", "./scripts/server-only-preload.mjs", "scripts/email/run-jobs.ts"],
      {
        env: { ...process.env, ...run!.jobEnv, LOG_SILENT: "1" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

test("d. a check-in reminder due once is sent once when the jobs run on instances A and B at the same time", async () => {
  const smtp = await startTestSmtpServer();
  try {
    const token = await adminToken(A);
    const config = await call(A, "/api/email/config", {
      method: "POST",
      token,
      body: {
        smtpHost: "127.0.0.1",
        smtpPort: smtp.port,
        smtpUser: "mailer",
        smtpPassword: "two-instance-smtp",
        fromEmail: "bookings@example.com",
        fromName: "Lagoon Stays",
        replyToEmail: "",
      },
    });
    expect(config.status, config.text).toBe(200);

    // A confirmed stay that checks in tomorrow: its reminder is due.
    const list = await hotels(A);
    const hotel = (await call<HotelDetail>(A, `/api/hotels/${list[list.length - 1]!.id}`)).json;
    const room = (await availability(A, hotel.id, ymdFromToday(1), ymdFromToday(3))).json.roomTypes.find(
      (r) => r.freeForWholeStay > 0,
    );
    expect(room, `${hotel.name} has a free room type tomorrow`).toBeTruthy();
    const email = `reminder.${unique()}@example.com`;
    const made = await call<{ booking: { id: string; reference: string } }>(A, "/api/bookings", {
      method: "POST",
      body: booking(hotel.id, room!.name, ymdFromToday(1), ymdFromToday(3), email),
    });
    expect(made.status, made.text).toBe(201);
    const confirmed = await call(A, `/api/bookings/${made.json.booking.id}/status`, {
      method: "PUT",
      token,
      body: { status: "confirmed" },
    });
    expect(confirmed.status, confirmed.text).toBe(200);

    const cron = await findCronRoute();
    test.info().annotations.push({
      type: "jobs",
      description: cron
        ? `${cron.method} ${cron.path} with the cron secret on A and on B at once`
        : "no cron route in this build: `npm run email:jobs` twice at once (two processes) instead",
    });
    if (cron) {
      const replies = await Promise.all(
        [A, B].map((base) =>
          fetch(`${base}${cron.path}`, {
            method: cron.method,
            headers: { authorization: `Bearer ${run!.cronSecret}` },
          }),
        ),
      );
      for (const [i, res] of replies.entries())
        expect(res.status, `the cron route on instance ${"AB"[i]}: ${await res.clone().text()}`).toBe(200);
    } else {
      const runs = await Promise.all([runJobsProcess(), runJobsProcess()]);
      for (const r of runs) expect(r.code, r.output).toBe(0);
    }

    const isReminder = (m: { subject: string; to: string[] }) =>
      m.subject.startsWith("Check-in Reminder") && m.to.includes(email);
    await smtp.waitFor(isReminder, 30_000);
    // Room for a second copy to arrive (a drain kicked after the reply, on the other instance).
    await new Promise((r) => setTimeout(r, 4000));
    const reminders = smtp.received.filter(isReminder);
    expect(
      reminders.length,
      `check-in reminders to ${email} (subjects received: ${smtp.received.map((m) => `${m.subject} → ${m.to.join(",")}`).join(" | ")})`,
    ).toBe(1);
    // No other guest got two either (the demo data may have stays that check in tomorrow too).
    const perGuest = new Map<string, number>();
    for (const m of smtp.received.filter((x) => x.subject.startsWith("Check-in Reminder")))
      for (const to of m.to) perGuest.set(to, (perGuest.get(to) ?? 0) + 1);
    expect(
      [...perGuest].filter(([, n]) => n > 1),
      "guests who got more than one check-in reminder",
    ).toEqual([]);
  } finally {
    await smtp.stop();
  }
});

test("e. a picture an admin uploads on instance A shows on instance B: one S3 bucket, not each instance's folder", async ({
  page,
}) => {
  const token = await adminToken(A);
  // A picture no other run has uploaded (its colour is random): a new object in the bucket.
  const photo = await plainPhoto(crypto.randomInt(256));
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "lagoon.jpg");
  const uploaded = await fetch(`${A}/api/admin/media`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const reply = (await uploaded.json()) as { url: string };
  expect(uploaded.status, JSON.stringify(reply)).toBe(201);
  expect(reply.url).toMatch(STORED_PICTURE);
  const url = reply.url;
  const key = url.slice("/media/".length);

  // B serves it on the next request: the same bytes A serves, an image type.
  const [fromA, fromB] = await Promise.all([fetch(`${A}${url}`), fetch(`${B}${url}`)]);
  expect(fromA.status).toBe(200);
  expect(fromB.status, `instance B's GET ${url} right after the upload on A`).toBe(200);
  expect(fromB.headers.get("content-type")).toBe("image/webp");
  expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  // Kept in the bucket, and in neither instance's own folder.
  const s3 = new S3Client({
    region: run!.s3.S3_REGION,
    endpoint: run!.s3.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: run!.s3.S3_ACCESS_KEY_ID, secretAccessKey: run!.s3.S3_SECRET_ACCESS_KEY },
  });
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: run!.s3.S3_BUCKET, Key: key }));
    expect(head.ContentType).toBe("image/webp");
  } finally {
    s3.destroy();
  }
  for (const dir of run!.mediaDirs) expect(fs.existsSync(path.join(dir, key)), `${key} in ${dir}`).toBe(false);

  // A hotel given the picture on A: B's page shows it, resized by B's image optimizer.
  const [, second] = await hotels(A);
  const hotel = (await call<HotelDetail>(A, `/api/hotels/${second!.id}`)).json;
  const put = await call<HotelDetail>(A, `/api/hotels/${hotel.id}`, {
    method: "PUT",
    token,
    body: { ...hotel, image: url },
  });
  expect(put.status, put.text).toBe(200);
  try {
    expect(await open(page, `${B}/hotels/${hotel.id}`)).toBe(200);
    const img = page.locator(`img[src*="${encodeURIComponent(url)}"]`).first();
    await expect(img, `instance B's /hotels/${hotel.id} shows the picture uploaded on A`).toBeAttached();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const resized = await fetch(`${B}/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
    expect(resized.status).toBe(200);
    expect(resized.headers.get("content-type")).toMatch(/^image\//);
  } finally {
    expect((await call(A, `/api/hotels/${hotel.id}`, { method: "PUT", token, body: hotel })).status).toBe(200);
  }
});
