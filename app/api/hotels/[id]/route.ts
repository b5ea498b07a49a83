import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { parseOrThrow } from "@/lib/server/http/respond";
import { numericId } from "@/lib/validation/common";
import { getHotel } from "@/lib/server/hotels/get-hotel";

export const dynamic = "force-dynamic";

const params = z.object({ id: numericId("hotel") });

export const GET = route<{ id: string }>(async (_request, ctx) => {
  const { id } = parseOrThrow(params, ctx.params);
  return getHotel(id);
});
