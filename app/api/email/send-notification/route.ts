import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { sendNotification } from "@/lib/server/email/admin-emails";
import { sendNotificationSchema } from "@/lib/validation/email";

/** POST /api/email/send-notification {bookingId, templateType}: that template to the booking's guest. */
export const POST = adminRoute(async (request) => {
  const { bookingId, templateType } = await readJsonBody(request, sendNotificationSchema);
  return sendNotification(bookingId, templateType);
});
