"use server";

import { getPageUser } from "@/lib/server/auth/current-user";
import { AppError } from "@/lib/server/errors/app-error";
import { searchHotelNames } from "@/lib/server/hotels/search-hotel-names";
import { hotelNameSearch } from "@/lib/validation/admin-lists";
import type { HotelNameResult } from "@/lib/types/admin";
import { paymentInstructionsSchema } from "@/lib/validation/site-settings";
import { savePaymentInstructions } from "@/lib/server/settings/payment-instructions";
import { searchGuestHouseNames } from "@/lib/server/seasons/pricing-property";

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

/** Settings › General: saves how guests pay (issue 35 item 6). Administrators only; bounded and validated by the form's schema. */
export async function savePaymentInstructionsAction(
  values: unknown,
): Promise<{ ok: true; paymentInstructions: string } | { ok: false; message: string }> {
  const user = await getPageUser();
  if (user?.role !== "admin") return { ok: false, message: AppError.forbidden().message };
  const parsed = paymentInstructionsSchema.safeParse(values);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? "Please check the instructions." };
  return { ok: true, paymentInstructions: await savePaymentInstructions(parsed.data.paymentInstructions) };
}

/** Settings › Pricing Rules' guest-house picker: houses whose title holds the typed text, at most 20. Administrators only. */
export async function searchGuestHouseNamesAction(q: string): Promise<HotelNameResult> {
  const user = await getPageUser();
  if (user?.role !== "admin") return { ok: false, message: AppError.forbidden().message };
  const args = hotelNameSearch.parse({ q: typeof q === "string" ? q : "" });
  return { ok: true, hotels: await searchGuestHouseNames(args) };
}
