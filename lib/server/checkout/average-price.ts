import "server-only";

import { getDb } from "../db/client";

/** The catalogue's average nightly hotel price in USD cents (0 with no hotels): one aggregate, for the payment demo. */
export async function averageHotelPriceCents(): Promise<number> {
  const { _avg } = await getDb().hotel.aggregate({ _avg: { price: true } });
  return _avg.price === null ? 0 : Math.round(Number(_avg.price.toString()) * 100);
}
