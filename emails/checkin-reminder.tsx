import type { TemplateVariables } from "@/lib/email/templates";
import { BookingDetails } from "./booking-details";
import { Action, Details, EmailLayout, P } from "./layout";

export default function CheckinReminderEmail({ v }: { v: TemplateVariables }) {
  return (
    <EmailLayout
      preview={`Your stay at ${v.hotelName ?? ""} starts tomorrow`}
      heading="Your stay starts tomorrow"
      websiteUrl={v.websiteUrl ?? ""}
    >
      <P>Dear {v.customerName},</P>
      <P>
        A friendly reminder: you check in at {v.hotelName} tomorrow, {v.checkInDate}
        {v.checkInTime ? ` from ${v.checkInTime}` : ""}.
      </P>
      <BookingDetails v={v} />
      <Details
        rows={[
          ["Address", v.hotelAddress],
          ["Phone", v.hotelPhone],
          ["E-mail", v.hotelEmail],
        ]}
      />
      <Action href={v.manageLink ?? ""}>View your booking</Action>
    </EmailLayout>
  );
}
