import { cachedGuestHouse } from "@/lib/server/catalogue-front/cached";
import { adminRoute } from "@/lib/server/http/route";
import { recordRoutes } from "@/lib/server/http/record-routes";
import { guestHouseSchema } from "@/lib/validation/content-guest-houses";
import { updateGuestHouse } from "@/lib/server/guest-houses/update-guest-house";
import { deleteGuestHouse } from "@/lib/server/guest-houses/delete-guest-house";

const guestHouse = recordRoutes("guest house", { schema: guestHouseSchema, update: updateGuestHouse });

export const GET = guestHouse.get(cachedGuestHouse, "Guest house not found.");

export const PUT = guestHouse.PUT;

export const DELETE = adminRoute<{ id: string }>(async (_request, ctx) => deleteGuestHouse(guestHouse.idOf(ctx)));
