import type { Metadata } from "next";

import { ConfirmLinkButton } from "@/components/forms/confirm-link-button";

export const metadata: Metadata = {
  title: "Confirm your e-mail address",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The account's e-mail verification (/verify-email?token=…), reached from the e-mailed link
 * (lib/server/auth/verify-email.ts). Verifying takes a click (a POST), so a mail scanner that
 * opens links verifies nothing.
 */
export default async function VerifyEmailPage({ searchParams }: Props) {
  const query = await searchParams;
  const token = typeof query.token === "string" ? query.token : "";
  return (
    <div className="container-page max-w-xl py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">Confirm your e-mail address</h1>
      <p className="mt-3 text-muted-foreground">One click confirms that this address belongs to your account.</p>
      <ConfirmLinkButton
        token={token}
        path="/api/auth/verify-email"
        label="Confirm my e-mail address"
        confirmed="Your e-mail address is confirmed."
      />
    </div>
  );
}
