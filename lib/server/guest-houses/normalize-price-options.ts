import "server-only";

import type { PriceOption } from "@/lib/types/catalogue";
import { fromCents, toCents } from "@/lib/pricing";

export const DEFAULT_ROOM_TYPES: readonly PriceOption[] = [{ name: "Standard Room", price: 0 }];
export const DEFAULT_MEAL_PLANS: readonly PriceOption[] = [{ name: "Room Only", price: 0 }];

export type NormaliseWarning = (message: string, context: Record<string, unknown>) => void;

function toPrice(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return 0;
  if (typeof value !== "number" && typeof value !== "string") return null;
  try {
    return fromCents(toCents(typeof value === "string" ? value.trim() : value));
  } catch {
    return null;
  }
}

/**
 * A guest house's room types or meal plans as a `{name, price}` list, whatever was stored:
 * a list of `{name, price}`, a list of names (price 0), JSON text of either, or nothing.
 * Unparseable data falls back to the defaults, and `warn` is told (the caller logs it).
 */
export function normalisePriceOptions(
  raw: unknown,
  defaults: readonly PriceOption[],
  warn: NormaliseWarning = () => {},
): PriceOption[] {
  const fallback = () => defaults.map((d) => ({ ...d }));
  let value = raw;
  if (value === null || value === undefined) return fallback();
  if (typeof value === "string") {
    const text = value.trim();
    if (text === "") return fallback();
    try {
      value = JSON.parse(text);
    } catch {
      warn("unparseable price options, using defaults", { raw: text.slice(0, 200) });
      return fallback();
    }
  }
  if (!Array.isArray(value)) {
    warn("price options are not a list, using defaults", { raw: JSON.stringify(value)?.slice(0, 200) });
    return fallback();
  }
  const options: PriceOption[] = [];
  for (const entry of value) {
    if (typeof entry === "string") {
      if (entry.trim()) options.push({ name: entry.trim(), price: 0 });
      continue;
    }
    if (entry && typeof entry === "object" && typeof (entry as { name?: unknown }).name === "string") {
      const name = (entry as { name: string }).name.trim();
      const price = toPrice((entry as { price?: unknown }).price);
      if (!name) continue;
      if (price === null) {
        warn("price option has an unreadable price, using 0", { name });
        options.push({ name, price: 0 });
      } else {
        options.push({ name, price });
      }
      continue;
    }
    warn("skipping an unreadable price option", { entry: JSON.stringify(entry)?.slice(0, 200) });
  }
  return options.length > 0 ? options : fallback();
}
