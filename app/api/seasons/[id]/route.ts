import { adminRoute } from "@/lib/server/http/route";
import { recordRoutes } from "@/lib/server/http/record-routes";
import { seasonSchema } from "@/lib/validation/seasons";
import { deleteSeason, updateSeason } from "@/lib/server/seasons/seasons";

const season = recordRoutes("season", { schema: seasonSchema, update: updateSeason });

/** Saves a season (bookings already made keep their stored prices); 400 on an overlap. */
export const PUT = season.PUT;

export const DELETE = adminRoute<{ id: string }>(async (_request, ctx) => deleteSeason(season.idOf(ctx)));
