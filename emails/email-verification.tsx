import type { TemplateVariables } from "@/lib/email/templates";
import { SITE_NAME } from "@/lib/site";
import { Action, EmailLayout, P } from "./layout";

export default function EmailVerificationEmail({ v }: { v: TemplateVariables }) {
  return (
    <EmailLayout
      preview={`Confirm the e-mail address of your ${SITE_NAME} account`}
      heading="Confirm your e-mail address"
      websiteUrl={v.websiteUrl ?? ""}
    >
      <P>Dear {v.customerName},</P>
      <P>
        Please confirm that {v.customerEmail} is the e-mail address of your {SITE_NAME} account. Until then, a booking
        request you make signed in holds its room only briefly. Open the page below and press the button there. The link
        works once, for {v.verifyExpiresIn}.
      </P>
      <Action href={v.verifyLink ?? ""}>Confirm my e-mail address</Action>
      <P>If the button does not work, open this address: {v.verifyLink}</P>
      <P>If you did not create this account, ignore this e-mail.</P>
    </EmailLayout>
  );
}
