import "server-only";

import { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE } from "@/lib/validation/common";

/**
 * Prisma's take/skip for a list call, always bounded: DEFAULT_PAGE_SIZE rows when no `limit` is
 * given, never more than MAX_PAGE_SIZE, never deeper than MAX_OFFSET — no caller reads a whole table.
 */
export function boundedPage({ limit, offset }: { limit?: number; offset?: number } = {}): {
  take: number;
  skip: number;
} {
  const take = Math.min(Math.max(1, Math.floor(limit ?? DEFAULT_PAGE_SIZE)), MAX_PAGE_SIZE);
  const skip = Math.min(Math.max(0, Math.floor(offset ?? 0)), MAX_OFFSET);
  return { take, skip };
}
