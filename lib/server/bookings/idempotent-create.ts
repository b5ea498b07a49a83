import "server-only";

import crypto from "node:crypto";

import { AppError } from "../errors/app-error";
import { isTransactionConflict, isUniqueViolation } from "../db/errors";
import { newBookingReference, type ReferenceKind } from "./reference";

/** Longest Idempotency-Key accepted (the header is free text; UUIDs are 36). */
const MAX_KEY = 200;

export const KEY_REUSED_MESSAGE = "This Idempotency-Key was already used for a different booking request.";

/** Validates the Idempotency-Key header: absent → null; blank or too long → 400. */
export function parseIdempotencyKey(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const key = value.trim();
  if (!key || key.length > MAX_KEY || !/^[\x21-\x7e]+$/.test(key)) {
    throw AppError.badRequest("The Idempotency-Key header must be 1 to 200 visible ASCII characters.");
  }
  return key;
}

/**
 * The key as stored: scoped to who sent it — the signed-in user, else the client's address — so a
 * key seen elsewhere (a shared log, a proxy, another guest's device) replays nothing for anyone
 * else: the same key from another client is a new request of its own. Null without a key.
 */
export function scopedIdempotencyKey(
  key: string | null,
  scope: { userId?: string | null; clientAddress?: string | null },
): string | null {
  if (key === null) return null;
  const who = scope.userId ? `user:${scope.userId}` : `addr:${scope.clientAddress || "unknown"}`;
  return `${who}|${key}`;
}

/** A fingerprint of what was asked for, to tell a retry (same request) from a reused key. */
export function requestHash(value: unknown): string {
  return crypto.createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

export interface IdempotentCreate<Row extends { requestHash: string | null }> {
  kind: ReferenceKind;
  key: string | null;
  hash: string;
  /** The booking made earlier with this key, if any. */
  findByKey: (key: string) => Promise<Row | null>;
  /** Inserts the booking under this reference (throws Prisma's P2002 on a taken reference or key). */
  insert: (reference: string) => Promise<Row>;
}

/**
 * Creates a booking once per Idempotency-Key: a retry with the same key and request returns the
 * first booking (created: false); the same key with another request → 409. Concurrent requests
 * with one key race on the key's unique index, so exactly one booking is made. A taken reference
 * (1 in ~887 million) is retried with a new one, and so is a transaction PostgreSQL broke off as
 * a deadlock or serialization failure (it rolled back whole: lib/server/db/errors.ts).
 */
export async function createOnce<Row extends { requestHash: string | null }>(
  op: IdempotentCreate<Row>,
): Promise<{ row: Row; created: boolean }> {
  const replay = async (): Promise<{ row: Row; created: boolean } | null> => {
    if (!op.key) return null;
    const existing = await op.findByKey(op.key);
    if (!existing) return null;
    if (existing.requestHash !== op.hash) throw AppError.conflict(KEY_REUSED_MESSAGE);
    return { row: existing, created: false };
  };

  const earlier = await replay();
  if (earlier) return earlier;

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return { row: await op.insert(newBookingReference(op.kind)), created: true };
    } catch (error) {
      // The booking's transaction (insert and room inventory) rolled back whole: run it again.
      if (isTransactionConflict(error)) continue;
      if (!isUniqueViolation(error)) throw error;
      // Either another request with this key won the race (return its booking), or the
      // reference was taken (try another).
      const other = await replay();
      if (other) return other;
    }
  }
  throw new Error("Could not allocate a unique booking reference.");
}
