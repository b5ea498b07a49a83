import type { TemplateVariables } from "@/lib/email/templates";
import { SITE_NAME } from "@/lib/site";
import { Action, Details, EmailLayout, P } from "./layout";

export default function WelcomeEmail({ v }: { v: TemplateVariables }) {
  return (
    <EmailLayout
      preview={`Welcome to ${SITE_NAME}`}
      heading={`Welcome to ${SITE_NAME}`}
      websiteUrl={v.websiteUrl ?? ""}
    >
      <P>Dear {v.customerName},</P>
      <P>Your account is ready. Sign in to book faster and follow all your bookings on your dashboard.</P>
      <Details
        rows={[
          ["Account e-mail", v.customerEmail],
          ["Member since", v.createdDate],
        ]}
      />
      <Action href={v.websiteUrl ?? ""}>Explore stays</Action>
    </EmailLayout>
  );
}
