import "server-only";

import type { LoginData } from "@/lib/validation/auth";
import { AppError, isAppError } from "../errors/app-error";
import { loginDelayMs } from "../rate-limit/config";
import {
  countHit,
  enforceRateLimit,
  loginMaxDelayMs,
  namedLimit,
  rateLimit,
  rateLimitStatus,
  resetRateLimit,
} from "../rate-limit";
import { authenticate } from "./authenticate";
import { verifyDeviceCookie } from "./device-cookie";
import type { Account } from "./users";

const tooMany = (seconds: number) =>
  new AppError(
    "RATE_LIMITED",
    `Too many sign-in attempts. Please wait ${seconds >= 120 ? `about ${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`} and try again.`,
    {
      retryAfter: seconds,
    },
  );

/** A pending wait is one hit in a window as long as the wait. */
const WAITING = { limit: 1 } as const;

/**
 * Sign-in with the contract's abuse limits. The ONLY caller of `authenticate()`: every sign-in
 * path (POST /api/auth/login, next-auth's credentials provider) comes through here.
 *
 * - Every attempt counts against the client address (RATE_LIMIT_LOGIN).
 * - Failures count per (e-mail, client address): the first RATE_LIMIT_LOGIN_FAILURES pass at
 *   once; after that each failure imposes a wait on that pair, doubling from 1 s up to
 *   RATE_LIMIT_LOGIN_MAX_DELAY. An attempt during the wait → 429 + Retry-After, before any
 *   password is hashed. Another address (the owner's) is not slowed down by it.
 * - Failures also count per e-mail from all addresses (RATE_LIMIT_LOGIN_EMAIL): a high ceiling
 *   that stops a guesser spread over many addresses.
 * A success clears the e-mail's failures and that address's wait.
 *
 * A browser that signed in to the account before carries its signed device cookie
 * (./device-cookie.ts; POST /api/auth/login sets it, and so does a password reset): the per-e-mail
 * ceiling does not refuse it, so strangers filling that ceiling cannot lock the owner out. Everything
 * else still applies to it (the address's attempts and the pair's waits), and its own failures count
 * per device (RATE_LIMIT_LOGIN_FAILURES): past them the cookie is refused like anyone else, so a
 * cookie is no way round the ceiling for guessing. A forged cookie, or one of another account, counts
 * for nothing.
 *
 * Every count and every wait is a key in the rate-limit store (../rate-limit), which several
 * instances share (Redis or PostgreSQL): failures on instance A and B add up, and a wait set by one
 * is kept by the other.
 */
export async function signIn(
  credentials: LoginData,
  address: string,
  { deviceCookie }: { deviceCookie?: string } = {},
): Promise<Account> {
  await enforceRateLimit("login", address);
  const { email } = credentials;
  const perEmail = namedLimit("loginEmail");
  const perPair = namedLimit("loginFailures");
  const emailKey = `loginEmail:${email}`;
  const pairKey = `loginFailures:${email}|${address}`;
  const waitKey = `loginWait:${email}|${address}`;
  const deviceId = verifyDeviceCookie(deviceCookie, email);
  const deviceKey = deviceId ? `loginDeviceFailures:${deviceId}` : null;
  // A known device passes the per-e-mail ceiling while its own failures stay under the per-device limit.
  const knownDevice = deviceKey !== null && (!perPair || (await rateLimitStatus(deviceKey, perPair)).ok);
  if (perEmail && !knownDevice) {
    const status = await rateLimitStatus(emailKey, perEmail);
    if (!status.ok) throw tooMany(status.retryAfterSeconds);
  }
  if (perPair) {
    const waiting = await rateLimitStatus(waitKey, WAITING);
    if (!waiting.ok) throw tooMany(waiting.retryAfterSeconds);
  }
  try {
    const account = await authenticate(credentials);
    if (perEmail) await resetRateLimit(emailKey);
    if (perPair)
      await Promise.all([
        resetRateLimit(pairKey),
        resetRateLimit(waitKey),
        ...(deviceKey ? [resetRateLimit(deviceKey)] : []),
      ]);
    return account;
  } catch (error) {
    if (isAppError(error) && error.code === "UNAUTHORIZED") {
      if (perEmail) await rateLimit(emailKey, perEmail);
      if (perPair) {
        if (deviceKey) await rateLimit(deviceKey, perPair);
        const failures = await countHit(pairKey, perPair.windowMs);
        const wait = loginDelayMs(failures, perPair.limit, loginMaxDelayMs());
        if (wait > 0) await rateLimit(waitKey, { ...WAITING, windowMs: wait });
      }
    }
    throw error;
  }
}
