import { adminRoute } from "@/lib/server/http/route";
import { parseOrThrow } from "@/lib/server/http/respond";
import { bookingIdSchema } from "@/lib/validation/bookings";
import { receiptOfBooking } from "@/lib/server/receipts/booking-receipt";
import { pdfResponse } from "@/lib/server/receipts/pdf-response";

/** GET /api/bookings/{id}/receipt → the booking's PDF receipt, either kind (admin). Unknown id → 404. */
export const GET = adminRoute<{ id: string }>(async (_request, { params }) =>
  pdfResponse(await receiptOfBooking(parseOrThrow(bookingIdSchema, params.id))),
);
