"use server";

import { getPageUser } from "@/lib/server/auth/current-user";
import { AppError } from "@/lib/server/errors/app-error";
import { searchHotelNames } from "@/lib/server/hotels/search-hotel-names";
import { hotelNameSearch } from "@/lib/validation/admin-lists";
import type { HotelNameResult } from "@/lib/types/admin";

/**
 * The admin hotel pickers (Settings → Room Types, the dashboard's promotion dialog): hotels whose
 * name holds the typed text, at most 20. Administrators only; the text is clamped, never refused.
 */
export async function searchHotelNamesAction(q: string): Promise<HotelNameResult> {
  const user = await getPageUser();
  if (user?.role !== "admin") return { ok: false, message: AppError.forbidden().message };
  const args = hotelNameSearch.parse({ q: typeof q === "string" ? q : "" });
  return { ok: true, hotels: await searchHotelNames(args) };
}
