/**
 * Issue 18 (items 3 and 5): sessions end on sign-out, password change, reset and role change; a
 * signed-in account changes its password; a forgotten one is reset by an e-mailed, single-use,
 * expiring link; the demo accounts are never seeded on a production PostgreSQL database.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { GET as me } from "@/app/api/auth/me/route";
import { GET as nextAuth } from "@/app/api/auth/[...nextauth]/route";
import { GET as userBookings } from "@/app/api/bookings/user/[userId]/route";
import { getDb } from "@/lib/server/db/client";
import { sessionCookieName } from "@/lib/server/auth/config";
import { RESET_REQUESTED_MESSAGE, WRONG_CURRENT_PASSWORD } from "@/lib/server/auth/account-security";
import { RESET_LINK_INVALID } from "@/lib/validation/auth";
import { MemoryRateLimitStore, setRateLimitStore } from "@/lib/server/rate-limit";
import { pauseEmailOutbox } from "@/lib/server/email/background";
import { seedOptionsFromEnv } from "@/prisma/seed";
import { call } from "../support/http";
import { createPostgresDatabase, dropPostgresDatabase, testEngine } from "../support/test-databases";

process.env.NEXTAUTH_SECRET = "integration-test-account-security";
process.env.SITE_URL = "https://stays.example";
process.env.RATE_LIMIT_LOGIN = "1000/15m";
process.env.RATE_LIMIT_REGISTER = "1000/1h";
process.env.RATE_LIMIT_PASSWORD_RESET = "1000/15m";
process.env.RATE_LIMIT_PASSWORD_RESET_EMAIL = "1000/1h";

const ORIGIN = { origin: "http://localhost:3000", host: "localhost:3000" };
let resume: () => void;
let counter = 0;

// The reset e-mails stay queued (their link readable in the outbox row) while these tests look.
beforeAll(() => {
  resume = pauseEmailOutbox();
});
afterAll(() => resume());

async function newAccount(password = "first-pass1") {
  const email = `acct.${++counter}.${Date.now()}@example.com`;
  const res = await call(register, "/api/auth/register", undefined, {
    method: "POST",
    body: { name: "Account Test", email, password },
  });
  expect(res.status).toBe(201);
  return { email, password, id: res.json.user.id as string };
}

async function signIn(email: string, password: string) {
  const res = await call(login, "/api/auth/login", undefined, { method: "POST", body: { email, password } });
  return { status: res.status, token: res.json?.token as string };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const cookie = (token: string) => ({ cookie: `${sessionCookieName()}=${token}` });
async function whoAmI(headers: Record<string, string>) {
  return (await call(me, "/api/auth/me", undefined, { headers })).json.user as { id: string; role: string } | null;
}

/** The reset link e-mailed (queued) to this address, newest first. */
async function resetLinks(email: string): Promise<string[]> {
  const rows = await getDb().emailLog.findMany({
    where: { toEmail: email, templateType: "passwordReset" },
    orderBy: { createdAt: "desc" },
  });
  return rows.map((r) => (r.payload as { vars: { resetLink: string } }).vars.resetLink);
}
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const forgot = (email: string, headers: Record<string, string> = {}) =>
  call(forgotPassword, "/api/auth/forgot-password", undefined, { method: "POST", body: { email }, headers });
const reset = (token: string, password: string, headers: Record<string, string> = {}) =>
  call(resetPassword, "/api/auth/reset-password", undefined, { method: "POST", body: { token, password }, headers });

describe("sessions end", () => {
  it("on logout: that token, every other session and bearer token of the account", async () => {
    const account = await newAccount();
    const a = await signIn(account.email, account.password);
    const b = await signIn(account.email, account.password);
    expect(await whoAmI(bearer(a.token))).toMatchObject({ id: account.id });
    expect(await whoAmI(cookie(b.token))).toMatchObject({ id: account.id });

    const out = await call(logout, "/api/auth/logout", undefined, {
      method: "POST",
      headers: { ...ORIGIN, ...cookie(a.token) },
    });
    expect(out.status).toBe(200);
    expect(await whoAmI(bearer(a.token))).toBeNull();
    expect(await whoAmI(cookie(a.token))).toBeNull();
    expect(await whoAmI(bearer(b.token))).toBeNull();
    // Ended tokens are refused by the guarded routes too, not only by /me.
    const path = `/api/bookings/user/${account.id}`;
    expect((await call(userBookings, path, { userId: account.id }, { headers: bearer(b.token) })).status).toBe(401);
    // Signing in again works, and a logout without a session still answers 200.
    expect(await whoAmI(bearer((await signIn(account.email, account.password)).token))).toMatchObject({
      id: account.id,
    });
    expect((await call(logout, "/api/auth/logout", undefined, { method: "POST", headers: ORIGIN })).status).toBe(200);
  });

  it("on sign out everywhere from a bearer client (the same call, with the token)", async () => {
    const account = await newAccount();
    const phone = await signIn(account.email, account.password);
    const laptop = await signIn(account.email, account.password);
    expect(
      (await call(logout, "/api/auth/logout", undefined, { method: "POST", headers: bearer(phone.token) })).status,
    ).toBe(200);
    expect(await whoAmI(cookie(laptop.token))).toBeNull();
    expect(await whoAmI(bearer(phone.token))).toBeNull();
  });

  it("when the role changes, however it is changed (the database trigger)", async () => {
    const account = await newAccount();
    const { token } = await signIn(account.email, account.password);
    await getDb().user.update({ where: { id: account.id }, data: { role: "admin" } });
    expect(await whoAmI(bearer(token))).toBeNull();
    const again = await signIn(account.email, account.password);
    expect(await whoAmI(bearer(again.token))).toMatchObject({ role: "admin" });
    // A change of anything else (the name) leaves sessions alone.
    await getDb().user.update({ where: { id: account.id }, data: { name: "Renamed" } });
    expect(await whoAmI(bearer(again.token))).toMatchObject({ id: account.id });
  });

  it("next-auth's GET /api/auth/session no longer answers (it re-issued a fresh cookie on every call)", async () => {
    const account = await newAccount();
    const { token } = await signIn(account.email, account.password);
    const res = await call(nextAuth, "/api/auth/session", { nextauth: ["session"] }, { headers: cookie(token) });
    expect(res.status).toBe(404);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.json.error).toMatch(/api\/auth\/me/);
  });
});

describe("POST /api/auth/change-password", () => {
  const change = (headers: Record<string, string>, body: unknown) =>
    call(changePassword, "/api/auth/change-password", undefined, {
      method: "POST",
      body,
      headers: { ...ORIGIN, ...headers },
    });

  it("needs a session, the current password and the spec's rule", async () => {
    const account = await newAccount();
    const { token } = await signIn(account.email, account.password);
    expect((await change({}, { currentPassword: account.password, newPassword: "second-pass2" })).status).toBe(401);

    const wrong = await change(bearer(token), { currentPassword: "not-my-password", newPassword: "second-pass2" });
    expect(wrong.status).toBe(400);
    expect(wrong.json.details).toEqual({ currentPassword: [WRONG_CURRENT_PASSWORD] });

    const short = await change(bearer(token), { currentPassword: account.password, newPassword: "12345" });
    expect(short.status).toBe(400);
    expect(short.json.details.newPassword).toEqual(["Password must be at least 6 characters"]);

    const missing = await change(bearer(token), { newPassword: "second-pass2" });
    expect(missing.status).toBe(400);
    expect(missing.json.details.currentPassword).toEqual(["Please enter your current password"]);

    const same = await change(bearer(token), { currentPassword: account.password, newPassword: account.password });
    expect(same.status).toBe(400);

    // Nothing changed: the old password still signs in, the session still works.
    expect(await whoAmI(bearer(token))).toMatchObject({ id: account.id });
    expect((await signIn(account.email, account.password)).status).toBe(200);
  });

  it("changes it, ends every earlier session and token, and gives this device a new one", async () => {
    const account = await newAccount();
    const here = await signIn(account.email, account.password);
    const elsewhere = await signIn(account.email, account.password);
    const res = await change(cookie(here.token), { currentPassword: account.password, newPassword: "second-pass2" });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ id: account.id });
    expect(res.headers.get("set-cookie")).toContain(`${sessionCookieName()}=${res.json.token as string}`);

    expect(await whoAmI(cookie(here.token))).toBeNull();
    expect(await whoAmI(bearer(elsewhere.token))).toBeNull();
    expect(await whoAmI(cookie(res.json.token))).toMatchObject({ id: account.id });
    expect((await signIn(account.email, account.password)).status).toBe(401);
    expect((await signIn(account.email, "second-pass2")).status).toBe(200);
  });

  it("wrong current passwords count against the e-mail like failed sign-ins (429)", async () => {
    setRateLimitStore(new MemoryRateLimitStore());
    process.env.RATE_LIMIT_LOGIN_EMAIL = "2/15m";
    try {
      const account = await newAccount();
      const { token } = await signIn(account.email, account.password);
      for (let i = 0; i < 2; i++)
        expect(
          (await change(bearer(token), { currentPassword: `guess-${i}xx`, newPassword: "second-pass2" })).status,
        ).toBe(400);
      const limited = await change(bearer(token), { currentPassword: account.password, newPassword: "second-pass2" });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      delete process.env.RATE_LIMIT_LOGIN_EMAIL;
      setRateLimitStore(new MemoryRateLimitStore());
    }
  });
});

describe("forgot password → e-mailed link → new password", () => {
  it("answers the same for an unknown e-mail and queues nothing for it", async () => {
    const account = await newAccount();
    const nobody = `nobody.${Date.now()}@example.com`;
    const known = await forgot(account.email.toUpperCase());
    const unknown = await forgot(nobody);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(known.json).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(await getDb().emailLog.count({ where: { toEmail: nobody } })).toBe(0);
    const links = await resetLinks(account.email);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^https:\/\/stays\.example\/reset-password\?token=[\w-]{40,}$/);
    expect((await forgot("not-an-email")).status).toBe(400);
  });

  it("stores only a hash of the token; the link sets a new password once and ends every session", async () => {
    const account = await newAccount();
    const session = await signIn(account.email, account.password);
    await forgot(account.email);
    const [link] = await resetLinks(account.email);
    const token = tokenOf(link!);
    const rows = await getDb().passwordResetToken.findMany({ where: { userId: account.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(crypto.createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);

    const weak = await reset(token, "123");
    expect(weak.status).toBe(400);
    expect(weak.json.details.password).toEqual(["Password must be at least 6 characters"]);

    const done = await reset(token, "reset-pass3");
    expect(done.status).toBe(200);
    expect(await whoAmI(bearer(session.token))).toBeNull();
    expect((await signIn(account.email, account.password)).status).toBe(401);
    expect((await signIn(account.email, "reset-pass3")).status).toBe(200);

    const again = await reset(token, "another-pass4");
    expect(again.status).toBe(400);
    expect(again.json.error).toBe(RESET_LINK_INVALID);
    expect((await signIn(account.email, "reset-pass3")).status).toBe(200);
  });

  it("two uses of one link at the same time: one succeeds", async () => {
    const account = await newAccount();
    await forgot(account.email);
    const token = tokenOf((await resetLinks(account.email))[0]!);
    const replies = await Promise.all([reset(token, "race-pass-a"), reset(token, "race-pass-b")]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("expires, and a newer link or a password change retires an older one", async () => {
    const account = await newAccount();
    await forgot(account.email);
    const first = tokenOf((await resetLinks(account.email))[0]!);
    await getDb().passwordResetToken.updateMany({
      where: { userId: account.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await reset(first, "late-pass5")).json.error).toBe(RESET_LINK_INVALID);

    await forgot(account.email);
    const second = tokenOf((await resetLinks(account.email))[0]!);
    const row = await getDb().passwordResetToken.findUniqueOrThrow({
      where: { tokenHash: crypto.createHash("sha256").update(second).digest("hex") },
    });
    // Expires about an hour after it was asked for (PASSWORD_RESET_TTL_MINUTES, default 60).
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThan(61 * 60_000);
    await forgot(account.email);
    const third = tokenOf((await resetLinks(account.email))[0]!);
    expect((await reset(second, "older-pass6")).status).toBe(400);

    const { token } = await signIn(account.email, account.password);
    const changed = await call(changePassword, "/api/auth/change-password", undefined, {
      method: "POST",
      body: { currentPassword: account.password, newPassword: "changed-pass7" },
      headers: { ...ORIGIN, ...bearer(token) },
    });
    expect(changed.status).toBe(200);
    expect((await reset(third, "after-change8")).status).toBe(400);
    expect((await reset("x".repeat(43), "whatever9")).json.error).toBe(RESET_LINK_INVALID);
  });

  it("is limited per client address (429) and per e-mail (the same reply, no more e-mail)", async () => {
    setRateLimitStore(new MemoryRateLimitStore());
    process.env.RATE_LIMIT_PASSWORD_RESET = "3/15m";
    process.env.RATE_LIMIT_PASSWORD_RESET_EMAIL = "2/1h";
    try {
      const account = await newAccount();
      const from = (n: number) => ({ "x-forwarded-for": `198.51.100.${n}` });
      expect((await forgot(account.email, from(1))).status).toBe(200);
      expect((await forgot(account.email, from(2))).status).toBe(200);
      const third = await forgot(account.email, from(3));
      expect(third.status).toBe(200);
      expect(third.json).toEqual({ message: RESET_REQUESTED_MESSAGE });
      expect(await resetLinks(account.email)).toHaveLength(2);

      // Address 1 asked once above: two more, then the fourth within the window is refused.
      expect((await forgot(`other.${counter}@example.com`, from(1))).status).toBe(200);
      expect((await forgot(`other.${counter}@example.com`, from(1))).status).toBe(200);
      const limited = await forgot(`other.${counter}@example.com`, from(1));
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBeTruthy();
      expect((await reset("y".repeat(43), "whatever9", from(1))).status).toBe(429);
    } finally {
      process.env.RATE_LIMIT_PASSWORD_RESET = "1000/15m";
      process.env.RATE_LIMIT_PASSWORD_RESET_EMAIL = "1000/1h";
      setRateLimitStore(new MemoryRateLimitStore());
    }
  });
});

describe("demo accounts", () => {
  it("are seeded in demo mode only: never with NODE_ENV=production, on either engine", () => {
    const url = "postgresql://postgres@127.0.0.1:5432/lagoon";
    expect(seedOptionsFromEnv({}).demo).toBe(true);
    expect(seedOptionsFromEnv({ NODE_ENV: "production" }).demo).toBe(false); // the embedded database in production (issue 34)
    expect(seedOptionsFromEnv({ DATABASE_URL: url }).demo).toBe(false);
    expect(seedOptionsFromEnv({ DATABASE_URL: url, SEED_DEMO: "1" }).demo).toBe(true);
    const production = seedOptionsFromEnv({
      DATABASE_URL: url,
      SEED_DEMO: "1",
      NODE_ENV: "production",
      ADMIN_EMAIL: "ops@example.com",
      ADMIN_PASSWORD: "long-secret",
    });
    expect(production.demo).toBe(false);
    expect(production.admin).toEqual({ email: "ops@example.com", password: "long-secret" });
    expect(production.warning).toMatch(/SEED_DEMO=1 is ignored/);
  });

  it.runIf(testEngine() === "postgres")(
    "`npm start`'s preparation on a production PostgreSQL database creates the administrator only, even with SEED_DEMO=1",
    async () => {
      const db = await createPostgresDatabase("lagoon_prod_seed");
      try {
        const run = spawnSync(
          process.execPath,
          ["--import", "tsx", "--import", "./scripts/server-only-preload.mjs", "scripts/prepare-db.ts"],
          {
            env: {
              ...process.env,
              DATABASE_URL: db.url,
              NODE_ENV: "production",
              SEED_DEMO: "1",
              ADMIN_EMAIL: "ops@example.com",
              ADMIN_PASSWORD: "long-secret-1",
              LOG_SILENT: "1",
            },
            encoding: "utf8",
          },
        );
        expect(run.status, run.stderr).toBe(0);
        expect(run.stderr).toMatch(/SEED_DEMO=1 is ignored/);
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        try {
          const users = await client.query<{ email: string; role: string }>(
            `SELECT "email", "role"::text AS "role" FROM "User" ORDER BY "email"`,
          );
          expect(users.rows).toEqual([{ email: "ops@example.com", role: "admin" }]);
          expect((await client.query(`SELECT count(*)::int AS n FROM "Hotel"`)).rows[0].n).toBe(0);
        } finally {
          await client.end();
        }
      } finally {
        await dropPostgresDatabase(db.name);
      }
    },
    120_000,
  );
});
