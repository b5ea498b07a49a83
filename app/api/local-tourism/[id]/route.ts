import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { parseOrThrow } from "@/lib/server/http/respond";
import { numericId } from "@/lib/validation/common";
import { cachedGuestHouse } from "@/lib/server/catalogue/cached";
import { AppError } from "@/lib/server/errors/app-error";

export const dynamic = "force-dynamic";

const params = z.object({ id: numericId("guest house") });

export const GET = route<{ id: string }>(async (_request, ctx) => {
  const { id } = parseOrThrow(params, ctx.params);
  const found = await cachedGuestHouse(id);
  if (!found) throw AppError.notFound("Guest house not found.");
  return found;
});
