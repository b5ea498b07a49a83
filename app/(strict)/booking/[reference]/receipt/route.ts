import { route } from "@/lib/server/http/route";
import { receiptOfManageLink } from "@/lib/server/receipts/booking-receipt";
import { pdfResponse } from "@/lib/server/receipts/pdf-response";

/**
 * GET /booking/{reference}/receipt?token=… → the booking's PDF receipt, for whoever holds its
 * manage link. A wrong token, an unknown reference and an expired link all answer 404.
 */
export const GET = route<{ reference: string }>(
  async (request, { params }) => {
    const token = request.nextUrl.searchParams.get("token");
    return pdfResponse(await receiptOfManageLink(params.reference, token));
  },
  { personal: true },
);
