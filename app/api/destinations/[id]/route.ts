import { adminRoute, route } from "@/lib/server/http/route";
import { recordRoutes } from "@/lib/server/http/record-routes";
import { destinationSchema } from "@/lib/validation/content-destinations";
import { getDestination } from "@/lib/server/destinations/get-destination";
import { updateDestination } from "@/lib/server/destinations/update-destination";
import { deleteDestination } from "@/lib/server/destinations/delete-destination";

const destination = recordRoutes("destination", { schema: destinationSchema, update: updateDestination });

export const GET = route<{ id: string }>(async (_request, ctx) => getDestination(destination.idOf(ctx)));

export const PUT = destination.PUT;

export const DELETE = adminRoute<{ id: string }>(async (_request, ctx) => deleteDestination(destination.idOf(ctx)));
