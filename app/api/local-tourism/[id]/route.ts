import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { parseOrThrow } from "@/lib/server/http/respond";
import { numericId } from "@/lib/validation/common";
import { cachedGuestHouse } from "@/lib/server/catalogue/cached";
import { AppError } from "@/lib/server/errors/app-error";
import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { guestHouseSchema } from "@/lib/validation/content-guest-houses";
import { updateGuestHouse } from "@/lib/server/guest-houses/update-guest-house";
import { deleteGuestHouse } from "@/lib/server/guest-houses/delete-guest-house";

const params = z.object({ id: numericId("guest house") });

export const GET = route<{ id: string }>(async (_request, ctx) => {
  const { id } = parseOrThrow(params, ctx.params);
  const found = await cachedGuestHouse(id);
  if (!found) throw AppError.notFound("Guest house not found.");
  return found;
});

export const PUT = adminRoute<{ id: string }>(async (request, ctx) => {
  const { id } = parseOrThrow(params, ctx.params);
  return updateGuestHouse(id, await readJsonBody(request, guestHouseSchema));
});

export const DELETE = adminRoute<{ id: string }>(async (_request, ctx) => {
  const { id } = parseOrThrow(params, ctx.params);
  return deleteGuestHouse(id);
});
