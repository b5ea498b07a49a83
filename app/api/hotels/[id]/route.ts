import { z } from "zod";
import { parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { cachedHotel } from "@/lib/server/catalogue-front/cached";
import { adminRoute } from "@/lib/server/http/route";
import { recordRoutes } from "@/lib/server/http/record-routes";
import { queryFlag } from "@/lib/validation/common";
import { hotelSchema } from "@/lib/validation/content-hotels";
import { updateHotel } from "@/lib/server/hotels/update-hotel";
import { deleteHotel } from "@/lib/server/hotels/delete-hotel";

const hotel = recordRoutes("hotel", { schema: hotelSchema, update: updateHotel });

export const GET = hotel.get(cachedHotel, "Hotel not found.");

export const PUT = hotel.PUT;

const deleteQuery = z.object({ force: queryFlag("force") });

/** 409 with relatedRecords and canForceDelete when bookings or room types exist; ?force=true deletes anyway, keeping bookings. */
export const DELETE = adminRoute<{ id: string }>(async (request, ctx) => {
  const id = hotel.idOf(ctx);
  const { force } = parseOrThrow(deleteQuery, searchParamsObject(request));
  return deleteHotel(id, { force });
});
