import { route } from "@/lib/server/http/route";
import { parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { availabilityQuerySchema } from "@/lib/validation/availability";
import { getPropertyAvailability } from "@/lib/server/availability/get-property-availability";

/** Public: free units of each room type of one hotel or guest house, per night (the wizards' pickers). */
export const GET = route(async (request) => {
  const query = parseOrThrow(availabilityQuerySchema, searchParamsObject(request));
  const availability = await getPropertyAvailability(query);
  return Response.json(availability, { headers: { "Cache-Control": "no-store" } });
});
