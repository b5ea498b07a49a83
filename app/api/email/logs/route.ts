import { adminRoute } from "@/lib/server/http/route";
import { pagedListResponse, parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { listEmailLogs } from "@/lib/server/email/admin-emails";
import { emailLogListQuery } from "@/lib/validation/admin-bookings";

/**
 * GET /api/email/logs → one page of send attempts, newest first: `?status=sent|failed|pending|test`,
 * `limit` (default 100, at most 500), `offset`; X-Total-Count and Link rel="next".
 */
export const GET = adminRoute(async (request) => {
  const { items, total, limit, offset } = await listEmailLogs(
    parseOrThrow(emailLogListQuery, searchParamsObject(request)),
  );
  return pagedListResponse(request, items, total, { limit, offset });
});
