import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import {
  createdResponse,
  pagedListResponse,
  parseOrThrow,
  resolvePage,
  searchParamsObject,
} from "@/lib/server/http/respond";
import { roomTypeSchema } from "@/lib/validation/content-hotels";
import { roomTypeApiQuery } from "@/lib/validation/admin-lists";
import { listRoomTypes } from "@/lib/server/room-types/list-room-types";
import { createRoomType } from "@/lib/server/room-types/create-room-type";

/** Room types, active or not, with their hotel's name, newest first: one bounded page (`limit`, `offset`, `q`). */
export const GET = adminRoute(async (request) => {
  const { q, ...page } = parseOrThrow(roomTypeApiQuery, searchParamsObject(request));
  const resolved = resolvePage(page);
  const { items, total } = await listRoomTypes({ ...resolved, q });
  return pagedListResponse(request, items, total, resolved);
});

export const POST = adminRoute(async (request) =>
  createdResponse(await createRoomType(await readJsonBody(request, roomTypeSchema))),
);
