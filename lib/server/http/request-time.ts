import "server-only";

import { connection } from "next/server";

/**
 * What `export const dynamic = "force-dynamic"` did before Cache Components: the rest runs per
 * request, never prerendered at build (the embedded database belongs to the running server).
 * Next inlines process.env.__NEXT_USE_CACHE in its bundles; called directly (tests, scripts)
 * there is no request scope and nothing to wait for.
 */
export async function atRequestTime(): Promise<void> {
  if (process.env.__NEXT_USE_CACHE) await connection();
}
