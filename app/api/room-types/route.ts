import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { createdResponse } from "@/lib/server/http/respond";
import { roomTypeSchema } from "@/lib/validation/content";
import { listRoomTypes } from "@/lib/server/room-types/list-room-types";
import { createRoomType } from "@/lib/server/room-types/create-room-type";

export const dynamic = "force-dynamic";

/** Every room type, active or not, with its hotel's name (admin settings). */
export const GET = adminRoute(async () => listRoomTypes());

export const POST = adminRoute(async (request) => createdResponse(await createRoomType(await readJsonBody(request, roomTypeSchema))));
