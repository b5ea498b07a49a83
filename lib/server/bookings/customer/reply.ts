import { NextResponse } from "next/server";
import type { CustomerBookingsPage } from "./list-customer-bookings";

/**
 * A customer's booking list as the API contract's bounded list (api-contract.md, "Lists"): the
 * JSON array of one page, the owner's total in `X-Total-Count`, and, when more follow, the next
 * page in `Link: <…>; rel="next"` — the request's own address with `limit` and the keyset
 * `cursor` set (any `offset` dropped: the cursor says where the next page starts).
 */
export function customerBookingsResponse(request: Request, page: CustomerBookingsPage): NextResponse {
  const headers: Record<string, string> = { "X-Total-Count": String(page.total) };
  if (page.nextCursor) {
    const next = new URL(request.url);
    next.searchParams.delete("offset");
    next.searchParams.set("limit", String(page.limit));
    next.searchParams.set("cursor", page.nextCursor);
    headers.Link = `<${next.pathname}${next.search}>; rel="next"`;
  }
  return NextResponse.json(page.items, { headers });
}
