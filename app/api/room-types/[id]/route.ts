import { adminRoute } from "@/lib/server/http/route";
import { recordRoutes } from "@/lib/server/http/record-routes";
import { roomTypeSchema } from "@/lib/validation/content-hotels";
import { updateRoomType } from "@/lib/server/room-types/update-room-type";
import { deleteRoomType } from "@/lib/server/room-types/delete-room-type";

const roomType = recordRoutes("room type", { schema: roomTypeSchema, update: updateRoomType });

export const PUT = roomType.PUT;

export const DELETE = adminRoute<{ id: string }>(async (_request, ctx) => deleteRoomType(roomType.idOf(ctx)));
