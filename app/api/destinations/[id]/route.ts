import { z } from "zod";
import { adminRoute, route } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { parseOrThrow } from "@/lib/server/http/respond";
import { numericId } from "@/lib/validation/common";
import { destinationSchema } from "@/lib/validation/content-destinations";
import { getDestination } from "@/lib/server/destinations/get-destination";
import { updateDestination } from "@/lib/server/destinations/update-destination";
import { deleteDestination } from "@/lib/server/destinations/delete-destination";

const params = z.object({ id: numericId("destination") });

export const GET = route<{ id: string }>(async (_request, ctx) => getDestination(parseOrThrow(params, ctx.params).id));

export const PUT = adminRoute<{ id: string }>(async (request, ctx) => {
  const { id } = parseOrThrow(params, ctx.params);
  return updateDestination(id, await readJsonBody(request, destinationSchema));
});

export const DELETE = adminRoute<{ id: string }>(async (_request, ctx) => deleteDestination(parseOrThrow(params, ctx.params).id));
