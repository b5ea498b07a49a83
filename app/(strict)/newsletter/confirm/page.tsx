import type { Metadata } from "next";

import { ConfirmLinkButton } from "@/components/forms/confirm-link-button";

export const metadata: Metadata = {
  title: "Confirm your subscription",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The newsletter's double opt-in (/newsletter/confirm?token=…), reached from the confirmation
 * e-mail. Confirming takes a click (a POST), so a mail scanner that opens links does not subscribe
 * anyone.
 */
export default async function ConfirmSubscriptionPage({ searchParams }: Props) {
  const query = await searchParams;
  const token = typeof query.token === "string" ? query.token : "";
  return (
    <div className="container-page max-w-xl py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">Confirm your subscription</h1>
      <p className="mt-3 text-muted-foreground">
        One click and you will receive our newsletter: offers, new stays and island news.
      </p>
      <ConfirmLinkButton
        token={token}
        path="/api/newsletter/confirm"
        label="Confirm subscription"
        confirmed="Your subscription is confirmed."
      />
    </div>
  );
}
