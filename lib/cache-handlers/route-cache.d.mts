import type { TagState } from "./create.mjs";

/** One entry as Next hands it over (a page, a route reply, a fetch): its own shape, kept whole. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Entry = any;

export interface RouteCache {
  get(
    key: string,
    ctx?: { kind?: string },
  ): Promise<{ lastModified: number; value: Entry; cacheControl?: { revalidate?: number; expire?: number } } | null>;
  set(
    key: string,
    value: Entry,
    ctx?: { tags?: string[]; cacheControl?: { revalidate?: number; expire?: number } },
  ): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
  _debug: { memory: Map<string, unknown>; bytes: () => number };
}

export function createRouteCache(options: {
  tagState: TagState;
  prefix?: string;
  maxMemoryBytes?: number;
  clock?: () => number;
  debug?: (...args: unknown[]) => void;
}): RouteCache;
/** Approximate bytes an entry holds. */
export function sizeOf(value: unknown): number;
/** JSON that keeps Buffers and Maps. */
export function serialize(entry: unknown): string;
export function deserialize(text: string): unknown;
