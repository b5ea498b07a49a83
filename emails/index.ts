import type * as React from "react";

import type { TemplateType, TemplateVariables } from "@/lib/email/templates";
import BookingCancelledEmail from "./booking-cancelled";
import BookingConfirmedEmail from "./booking-confirmed";
import BookingReceivedEmail from "./booking-received";
import CheckinReminderEmail from "./checkin-reminder";
import EmailVerificationEmail from "./email-verification";
import PasswordResetEmail from "./password-reset";
import PaymentRequestEmail from "./payment-request";
import WelcomeEmail from "./welcome-email";

/** The react-email component of each template type. */
export const EMAIL_COMPONENTS: Record<TemplateType, (props: { v: TemplateVariables }) => React.ReactElement> = {
  bookingReceived: BookingReceivedEmail,
  bookingConfirmed: BookingConfirmedEmail,
  paymentRequest: PaymentRequestEmail,
  bookingCancelled: BookingCancelledEmail,
  welcomeEmail: WelcomeEmail,
  checkinReminder: CheckinReminderEmail,
  passwordReset: PasswordResetEmail,
  emailVerification: EmailVerificationEmail,
};
