/**
 * Issue 34: an account's e-mail address is verified by an e-mailed link before its requests hold
 * rooms for long. The link is queued through the outbox in the transaction that makes the account;
 * its token is stored only hashed, works once and lapses; the page's button posts it; a signed-in
 * owner may ask for a new one now and then.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { POST as register } from "@/app/api/auth/register/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as verify } from "@/app/api/auth/verify-email/route";
import { POST as resend } from "@/app/api/auth/verify-email/resend/route";
import { getDb } from "@/lib/server/db/client";
import { readQueuedVars } from "@/lib/server/email/outbox";
import { pauseEmailOutbox } from "@/lib/server/email/background";
import { hashPassword } from "@/lib/server/auth/password";
import { createAccountInTransaction } from "@/lib/server/auth/register-user";
import {
  EMAIL_ALREADY_VERIFIED,
  EMAIL_VERIFIED_MESSAGE,
  EMAIL_VERIFY_RESEND_AFTER_MS,
  EMAIL_VERIFY_TTL_MS,
} from "@/lib/server/auth/verify-email";
import { EMAIL_VERIFY_LINK_INVALID } from "@/lib/validation/auth";
import { call } from "../support/http";

process.env.NEXTAUTH_SECRET = "integration-test-account-verification";
process.env.SITE_URL = "https://stays.example";
process.env.RATE_LIMIT_DISABLED = "1";

let resume: () => void;
let counter = 0;
beforeAll(() => {
  resume = pauseEmailOutbox();
});
afterAll(() => resume());

const post = (handler: typeof verify, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(handler, path, undefined, { method: "POST", body, headers });
const sha256 = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

async function newAccount() {
  const email = `verify.${++counter}.${Date.now()}@example.com`;
  const res = await post(register, "/api/auth/register", { name: "Verify Me", email, password: "verify-pass-1" });
  expect(res.status).toBe(201);
  const { token } = (await post(login, "/api/auth/login", { email, password: "verify-pass-1" })).json;
  return { email, id: res.json.user.id as string, headers: { authorization: `Bearer ${token}` } };
}

/** The tokens of the verification e-mails queued for an address, newest first. */
async function linkTokens(email: string): Promise<string[]> {
  const rows = await getDb().emailLog.findMany({
    where: { toEmail: email, templateType: "emailVerification" },
    orderBy: { createdAt: "desc" },
  });
  return rows.map((row) => {
    const link = new URL(readQueuedVars(row.payload)!.verifyLink!);
    expect(`${link.origin}${link.pathname}`).toBe("https://stays.example/verify-email");
    return link.searchParams.get("token")!;
  });
}

describe("the account's verification e-mail", () => {
  it("is queued with the account, in its transaction: the token is stored only hashed, and a rolled-back account leaves no e-mail", async () => {
    const account = await newAccount();
    const user = await getDb().user.findUniqueOrThrow({ where: { id: account.id } });
    expect(user.emailVerifiedAt).toBeNull();
    const [token] = await linkTokens(account.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user.emailVerifyTokenHash).toBe(sha256(token!));
    const queued = await getDb().emailLog.findFirstOrThrow({
      where: { toEmail: account.email, templateType: "emailVerification" },
    });
    expect(queued.status).toBe("pending");
    expect(queued.subject).toBe("Confirm the e-mail address of your Lagoon Stays account");

    const email = `rolled.back.${++counter}@example.com`;
    const passwordHash = await hashPassword("verify-pass-1");
    await expect(
      getDb().$transaction(async (tx) => {
        expect(await createAccountInTransaction(tx, { name: "Rolled Back", email, passwordHash })).not.toBeNull();
        expect(await tx.emailLog.count({ where: { toEmail: email, templateType: "emailVerification" } })).toBe(1);
        throw new Error("the caller's transaction fails");
      }),
    ).rejects.toThrow("the caller's transaction fails");
    expect(await getDb().user.count({ where: { email } })).toBe(0);
    expect(await getDb().emailLog.count({ where: { toEmail: email } })).toBe(0);
  });

  it("verifies the address once; a used, unknown, malformed or lapsed link is refused with 400", async () => {
    const account = await newAccount();
    const [token] = await linkTokens(account.email);
    const ok = await post(verify, "/api/auth/verify-email", { token });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe(EMAIL_VERIFIED_MESSAGE);
    const user = await getDb().user.findUniqueOrThrow({ where: { id: account.id } });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.emailVerifyTokenHash).toBeNull();

    for (const body of [
      { token },
      { token: crypto.randomBytes(32).toString("base64url") },
      { token: "short" },
      { token: "x".repeat(200) },
      {},
      { token: 42 },
    ]) {
      const refused = await post(verify, "/api/auth/verify-email", body);
      expect(refused.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(refused.json.message).toBe(EMAIL_VERIFY_LINK_INVALID);
    }

    const late = await newAccount();
    const [lateToken] = await linkTokens(late.email);
    await getDb().user.update({
      where: { id: late.id },
      data: { emailVerifySentAt: new Date(Date.now() - EMAIL_VERIFY_TTL_MS - 60_000) },
    });
    expect((await post(verify, "/api/auth/verify-email", { token: lateToken })).status).toBe(400);
    expect((await getDb().user.findUniqueOrThrow({ where: { id: late.id } })).emailVerifiedAt).toBeNull();
  });

  it("two clicks at once on one link: one verifies, the other is refused", async () => {
    const account = await newAccount();
    const [token] = await linkTokens(account.email);
    const replies = await Promise.all([
      post(verify, "/api/auth/verify-email", { token }),
      post(verify, "/api/auth/verify-email", { token }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("a signed-in owner asks for a new link: not within minutes of the last (429), then a new link that retires the old one; nothing once verified", async () => {
    const account = await newAccount();
    expect((await post(resend, "/api/auth/verify-email/resend")).status).toBe(401);
    const tooSoon = await post(resend, "/api/auth/verify-email/resend", undefined, account.headers);
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await linkTokens(account.email)).toHaveLength(1);

    await getDb().user.update({
      where: { id: account.id },
      data: { emailVerifySentAt: new Date(Date.now() - EMAIL_VERIFY_RESEND_AFTER_MS - 1000) },
    });
    const again = await post(resend, "/api/auth/verify-email/resend", undefined, account.headers);
    expect(again.status).toBe(200);
    expect(again.json.message).toContain(account.email);
    const [newest, oldest] = await linkTokens(account.email);
    expect((await post(verify, "/api/auth/verify-email", { token: oldest })).status).toBe(400);
    expect((await post(verify, "/api/auth/verify-email", { token: newest })).status).toBe(200);

    const done = await post(resend, "/api/auth/verify-email/resend", undefined, account.headers);
    expect(done.status).toBe(200);
    expect(done.json.message).toBe(EMAIL_ALREADY_VERIFIED);
    expect(await linkTokens(account.email)).toHaveLength(2);
  });

  it("the accounts the seed sets up count as verified", async () => {
    for (const email of ["admin@example.com", "customer@example.com"]) {
      expect((await getDb().user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull();
    }
  });
});
