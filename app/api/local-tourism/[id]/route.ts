import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { parseOrThrow } from "@/lib/server/http/respond";
import { numericId } from "@/lib/validation/common";
import { getGuestHouse } from "@/lib/server/guest-houses/get-guest-house";

export const dynamic = "force-dynamic";

const params = z.object({ id: numericId("guest house") });

export const GET = route<{ id: string }>(async (_request, ctx) => {
  const { id } = parseOrThrow(params, ctx.params);
  return getGuestHouse(id);
});
