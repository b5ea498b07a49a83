import type { Metadata } from "next";
import { connection } from "next/server";
import Link from "@/components/ui/link";

import { ProsePage, type ProseSection } from "@/components/content/prose-page";
import { COMPANY } from "@/lib/company";
import { defaultPolicyRows, PENDING_FREE_SENTENCE, type PolicyRow } from "@/lib/policies/cancellation";
import { cachedPolicyDefaults } from "@/lib/server/policies/cancellation-defaults";

export const metadata: Metadata = {
  title: "Cancellation Options",
  description:
    "How to cancel or change a Lagoon Stays booking, the standard cancellation windows for hotels, guest houses and resort day visits, refunds, and what happens when weather stops a transfer.",
  alternates: { canonical: "/cancellation" },
};

/** The page's sections; the standard windows are rendered from the stored defaults new bookings are sold under (Settings › Cancellation Policies). */
const sections = (WINDOWS: PolicyRow[]): ProseSection[] => [
  {
    id: "overview",
    title: "Which terms apply",
    content: (
      <p>
        Each booking keeps the cancellation terms it was made under: the standard windows below for its kind of stay and
        check-in date, unless the property&apos;s page states terms of its own. Your booking e-mails and your
        booking&apos;s page state them with the exact deadline, in the property&apos;s local time, and the page shows
        what cancelling would cost before you confirm. Deadlines count back from the property&apos;s check-in time on
        your check-in day.
      </p>
    ),
  },
  {
    id: "standard-windows",
    title: "Standard cancellation windows",
    content: (
      <>
        <ul className="mt-0! list-none! space-y-3! pl-0!">
          {WINDOWS.map((w) => (
            <li key={w.stay} className="rounded-xl border border-border/70 bg-card p-4! shadow-soft">
              <p className="font-semibold text-foreground">{w.stay}</p>
              <p className="mt-1!">
                <strong className="text-primary!">{w.free}.</strong>
              </p>
              {w.after.map((line) => (
                <p key={line} className="mt-0!">
                  {line}.
                </p>
              ))}
            </li>
          ))}
        </ul>
        <p>{PENDING_FREE_SENTENCE}</p>
      </>
    ),
  },
  {
    id: "how-to-cancel",
    title: "How to cancel",
    content: (
      <ol>
        <li>
          Open <strong>View your booking</strong> from any of your booking e-mails, or find the booking on{" "}
          <Link href="/track-bookings">Track Bookings</Link>.
        </li>
        <li>
          Choose <strong>Cancel booking</strong>. Before you confirm, the page shows what cancelling costs at that
          moment under your booking&apos;s terms; that is the fee we record. Online cancelling is open until check-in.
        </li>
        <li>
          Can&apos;t use the link? Send your booking reference (for example <strong>MV-7K3Q9P</strong>) to{" "}
          <a href={`mailto:${COMPANY.emails.bookings}`}>{COMPANY.emails.bookings}</a> from the e-mail address you booked
          with, or use the <Link href="/contact?subject=booking-assistance">contact form</Link> and choose
          &ldquo;Booking assistance&rdquo;.
        </li>
      </ol>
    ),
  },
  {
    id: "changes",
    title: "Changing dates or guests",
    content: (
      <p>
        Changes are made by our team, not online: contact us with your booking reference and what you would like to
        change. We check the property&apos;s space and tell you the price for the new dates before anything changes.
      </p>
    ),
  },
  {
    id: "refunds",
    title: "Refunds",
    content: (
      <p>
        If you have paid, we refund what you paid less the cancellation fee recorded with the cancellation, to the same
        card or account, within 10 business days of the cancellation.
      </p>
    ),
  },
  {
    id: "weather",
    title: "Weather and transfers",
    content: (
      <p>
        In the Maldives, speedboats, ferries and seaplanes sometimes stop for weather. If your transfer is cancelled,
        call our 24/7 line on <a href={COMPANY.emergencyPhone.href}>{COMPANY.emergencyPhone.display}</a>. We arrange the
        next available transfer with the property and move your nights where it can, without a change fee from us.
      </p>
    ),
  },
  {
    id: "property-cancels",
    title: "If the property cancels",
    content: (
      <p>
        If a property cannot honour a confirmed booking, you get back anything you paid, and we find you a comparable or
        better stay on the same island or nearby. If the new stay costs more, we cover the difference for the nights
        originally booked.
      </p>
    ),
  },
];

export default async function CancellationPage() {
  await connection();
  const windows = defaultPolicyRows(await cachedPolicyDefaults());
  return (
    <ProsePage
      eyebrow="Support"
      title="Cancellation Options"
      intro="Plans change. Here is how to cancel or change a booking, what it costs, and what we do when the weather decides for you."
      updated="2026-11-28"
      sections={sections(windows)}
    />
  );
}
