import type { TemplateVariables } from "@/lib/email/templates";
import { SITE_NAME } from "@/lib/site";
import { Action, EmailLayout, P } from "./layout";

export default function PasswordResetEmail({ v }: { v: TemplateVariables }) {
  return (
    <EmailLayout
      preview={`Reset your ${SITE_NAME} password`}
      heading="Reset your password"
      websiteUrl={v.websiteUrl ?? ""}
    >
      <P>Dear {v.customerName},</P>
      <P>
        Someone — we hope you — asked to reset the password of your {SITE_NAME} account ({v.customerEmail}). Choose a
        new password with the button below. The link works once, for {v.resetExpiresIn}.
      </P>
      <Action href={v.resetLink ?? ""}>Choose a new password</Action>
      <P>If the button does not work, open this address: {v.resetLink}</P>
      <P>If you did not ask for this, ignore this e-mail: your password stays as it is.</P>
    </EmailLayout>
  );
}
