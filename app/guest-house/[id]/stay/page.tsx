import { connection } from "next/server";

import { todayYmd } from "@/lib/pricing/dates";
import type { GuestHouseParams } from "../load-guest-house";
import { GuestHouseDetail, guestHouseMetadata } from "../guest-house-detail";

export const instant = false;

export const generateMetadata = guestHouseMetadata;

/**
 * /guest-house/{id} with a stay in the address (next.config rewrites it here; the address the
 * visitor sees is unchanged): rendered per request, the booking card filled with the stay.
 */
export default async function GuestHouseStayPage({
  params,
  searchParams,
}: {
  params: GuestHouseParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return <GuestHouseDetail rawId={id} today={todayYmd()} query={query} />;
}
