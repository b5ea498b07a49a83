import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { parseOrThrow } from "@/lib/server/http/respond";
import { numericId } from "@/lib/validation/common";
import { cachedHotel } from "@/lib/server/catalogue/cached";
import { AppError } from "@/lib/server/errors/app-error";
import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { searchParamsObject } from "@/lib/server/http/respond";
import { queryFlag } from "@/lib/validation/common";
import { hotelSchema } from "@/lib/validation/content-hotels";
import { updateHotel } from "@/lib/server/hotels/update-hotel";
import { deleteHotel } from "@/lib/server/hotels/delete-hotel";

const params = z.object({ id: numericId("hotel") });

export const GET = route<{ id: string }>(async (_request, ctx) => {
  const { id } = parseOrThrow(params, ctx.params);
  const found = await cachedHotel(id);
  if (!found) throw AppError.notFound("Hotel not found.");
  return found;
});

export const PUT = adminRoute<{ id: string }>(async (request, ctx) => {
  const { id } = parseOrThrow(params, ctx.params);
  return updateHotel(id, await readJsonBody(request, hotelSchema));
});

const deleteQuery = z.object({ force: queryFlag("force") });

/** 409 with relatedRecords and canForceDelete when bookings or room types exist; ?force=true deletes anyway, keeping bookings. */
export const DELETE = adminRoute<{ id: string }>(async (request, ctx) => {
  const { id } = parseOrThrow(params, ctx.params);
  const { force } = parseOrThrow(deleteQuery, searchParamsObject(request));
  return deleteHotel(id, { force });
});
