import type { LoginInput } from "@/lib/validation/auth";
import { AppError, isAppError } from "../errors/app-error";
import { enforceRateLimit, namedLimit, rateLimit, rateLimitStatus, resetRateLimit } from "../rate-limit";
import { authenticate } from "./authenticate";
import type { Account } from "./users";

const tooMany = (seconds: number) =>
  new AppError("RATE_LIMITED", `Too many sign-in attempts. Please wait ${seconds >= 120 ? `about ${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`} and try again.`, {
    retryAfter: seconds,
  });

/**
 * Sign-in with the contract's abuse limits: every attempt counts against the client address
 * (RATE_LIMIT_LOGIN); failed attempts count against the e-mail (RATE_LIMIT_LOGIN_EMAIL), so
 * guessing one account's password from many addresses stops too. A success clears the
 * e-mail's failures. Over a limit → 429 with Retry-After, before the password is checked.
 */
export async function signIn(credentials: LoginInput, address: string): Promise<Account> {
  await enforceRateLimit("login", address);
  const perEmail = namedLimit("loginEmail");
  const emailKey = `loginEmail:${credentials.email.trim().toLowerCase()}`;
  if (perEmail) {
    const status = await rateLimitStatus(emailKey, perEmail);
    if (!status.ok) throw tooMany(status.retryAfterSeconds);
  }
  try {
    const account = await authenticate(credentials);
    if (perEmail) await resetRateLimit(emailKey);
    return account;
  } catch (error) {
    if (perEmail && isAppError(error) && error.code === "UNAUTHORIZED") await rateLimit(emailKey, perEmail);
    throw error;
  }
}
