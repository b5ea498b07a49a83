import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { createdResponse, parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { seasonListQuery, seasonSchema } from "@/lib/validation/seasons";
import { createSeason, listSeasons } from "@/lib/server/seasons/seasons";

/** A property's seasons, by first night (admin only): ?propertyKind=hotel|guest_house&propertyId=N. */
export const GET = adminRoute(async (request) => {
  const { propertyKind, propertyId } = parseOrThrow(seasonListQuery, searchParamsObject(request));
  return listSeasons(propertyKind, propertyId);
});

/** A new season; 400 when it overlaps another of the property's. */
export const POST = adminRoute(async (request) =>
  createdResponse(await createSeason(await readJsonBody(request, seasonSchema))),
);
