import { connection } from "next/server";

import { todayYmd } from "@/lib/pricing/dates";
import type { HotelParams } from "../load-hotel";
import { HotelDetail, hotelMetadata } from "../hotel-detail";

export const instant = false;

export const generateMetadata = hotelMetadata;

/**
 * /hotels/{id} with a search in the address (next.config rewrites it here, the address the
 * visitor sees is unchanged): rendered per request, with the room types' availability and
 * prices for the stay, and the search carried on to /book.
 */
export default async function HotelStayPage({
  params,
  searchParams,
}: {
  params: HotelParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return <HotelDetail rawId={id} today={todayYmd()} query={query} />;
}
