import { route, adminRoute } from "@/lib/server/http/route";
import {
  createdResponse,
  pagedListResponse,
  parseOrThrow,
  resolvePage,
  searchParamsObject,
} from "@/lib/server/http/respond";
import { destinationListQuery } from "@/lib/validation/catalogue-lists";
import { readJsonBody } from "@/lib/server/http/body";
import { withBodyEtag } from "@/lib/server/http/etag";
import { destinationSchema } from "@/lib/validation/content-destinations";
import { createDestination } from "@/lib/server/destinations/create-destination";
import { listDestinations } from "@/lib/server/destinations/list-destinations";

/** One page of destinations in the natural order (the contract's "Lists"): X-Total-Count and Link. */
export const GET = route(async (request) => {
  const page = resolvePage(parseOrThrow(destinationListQuery, searchParamsObject(request)));
  const { items, total } = await listDestinations(page);
  return withBodyEtag(request, pagedListResponse(request, items, total, page));
});

export const POST = adminRoute(async (request) =>
  createdResponse(await createDestination(await readJsonBody(request, destinationSchema))),
);
