import { adminRoute } from "@/lib/server/http/route";
import { parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { adminBookingFilters } from "@/lib/validation/admin-bookings";
import { exportAdminBookingsCsv } from "@/lib/server/bookings/admin/export-bookings";
import { bookingsCsvFilename } from "@/lib/bookings/csv";

/**
 * GET /api/bookings/export (admin) → text/csv of every booking matching `?q=&status=&paymentStatus=
 * &kind=&sort=` (as GET /api/bookings, without paging), streamed from the database in keyset
 * batches of 2,000 rows, as a download (bookings-YYYY-MM-DD.csv).
 */
export const GET = adminRoute(async (request) => {
  const filters = parseOrThrow(adminBookingFilters, searchParamsObject(request));
  return new Response(exportAdminBookingsCsv(filters), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${bookingsCsvFilename(new Date().toISOString().slice(0, 10))}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
});
