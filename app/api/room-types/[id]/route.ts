import { z } from "zod";
import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { parseOrThrow } from "@/lib/server/http/respond";
import { numericId } from "@/lib/validation/common";
import { roomTypeSchema } from "@/lib/validation/content-hotels";
import { updateRoomType } from "@/lib/server/room-types/update-room-type";
import { deleteRoomType } from "@/lib/server/room-types/delete-room-type";

const params = z.object({ id: numericId("room type") });

export const PUT = adminRoute<{ id: string }>(async (request, ctx) => {
  const { id } = parseOrThrow(params, ctx.params);
  return updateRoomType(id, await readJsonBody(request, roomTypeSchema));
});

export const DELETE = adminRoute<{ id: string }>(async (_request, ctx) => deleteRoomType(parseOrThrow(params, ctx.params).id));
