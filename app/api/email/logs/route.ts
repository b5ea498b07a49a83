import { adminRoute } from "@/lib/server/http/route";
import { listResponse, parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { listEmailLogs } from "@/lib/server/email/admin-emails";
import { pagination } from "@/lib/validation/common";

export const dynamic = "force-dynamic";

/** GET /api/email/logs → every send attempt, newest first (?limit=&offset=, X-Total-Count). */
export const GET = adminRoute(async (request) => {
  const { items, total } = await listEmailLogs(parseOrThrow(pagination, searchParamsObject(request)));
  return listResponse(items, total);
});
