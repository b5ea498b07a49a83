import type { Metadata } from "next";
import Link from "@/components/ui/link";

import { ProsePage, type ProseSection } from "@/components/content/prose-page";
import { COMPANY } from "@/lib/company";

export const metadata: Metadata = {
  title: "Cancellation Options",
  description:
    "How to cancel or change a Lagoon Stays booking, the standard free-cancellation windows for hotels, guest houses and resort day visits, refunds, and what happens when weather stops a transfer.",
  alternates: { canonical: "/cancellation" },
};

const WINDOWS = [
  { stay: "Hotels and resorts", free: "Up to 7 days before check-in", after: "The first night is charged" },
  { stay: "Guest houses", free: "Up to 3 days before check-in", after: "The first night is charged" },
  { stay: "Resort day visits", free: "Up to 48 hours before the visit", after: "The full day-visit price is charged" },
  { stay: "Festive season stays (20 Dec – 10 Jan)", free: "Up to 30 days before check-in", after: "50% of the stay is charged" },
];

const SECTIONS: ProseSection[] = [
  {
    id: "overview",
    title: "Which terms apply",
    content: (
      <p>
        Every rate shows its cancellation terms before you book, and your confirmation e-mail repeats them. Those terms are the ones that apply to your booking. Most of our rates
        follow the standard windows below; promotions can have stricter terms, such as a non-refundable early-bird rate, and always say so on the offer.
      </p>
    ),
  },
  {
    id: "standard-windows",
    title: "Standard free-cancellation windows",
    content: (
      <>
        <ul className="mt-0! list-none! space-y-3! pl-0!">
          {WINDOWS.map((w) => (
            <li key={w.stay} className="rounded-xl border border-border/70 bg-card p-4! shadow-soft">
              <p className="font-semibold text-foreground">{w.stay}</p>
              <p className="mt-1!">
                <strong className="text-primary!">Free:</strong> {w.free}.
              </p>
              <p className="mt-0!">
                <strong>After that, or if you don&apos;t arrive:</strong> {w.after}.
              </p>
            </li>
          ))}
        </ul>
        <p>A booking that is still Pending, not yet confirmed by the property, can always be cancelled free of charge.</p>
      </>
    ),
  },
  {
    id: "how-to-cancel",
    title: "How to cancel",
    content: (
      <ol>
        <li>
          Find your booking reference (for example <strong>MV-7K3Q9P</strong>) in your confirmation e-mail or on <Link href="/track-bookings">Track Bookings</Link>.
        </li>
        <li>
          Send it to <a href={`mailto:${COMPANY.emails.bookings}`}>{COMPANY.emails.bookings}</a> from the e-mail address you booked with, or use the{" "}
          <Link href="/contact?subject=booking-assistance">contact form</Link> and choose &ldquo;Booking assistance&rdquo;.
        </li>
        <li>
          We cancel with the property and confirm by e-mail. The booking then shows as <strong>Cancelled</strong> on Track Bookings.
        </li>
      </ol>
    ),
  },
  {
    id: "changes",
    title: "Changing dates or guests",
    content: (
      <p>
        Within the free-cancellation window we change dates, room type or the number of guests at no cost, as long as the property has space. The price is recalculated for the new
        dates. After the window, a change counts as a cancellation of the original dates.
      </p>
    ),
  },
  {
    id: "refunds",
    title: "Refunds",
    content: (
      <p>
        Most stays are paid at the property, so there is nothing to refund. If you paid a deposit through one of our payment links, we refund what the terms allow to the same card
        or account within 10 business days of the cancellation.
      </p>
    ),
  },
  {
    id: "weather",
    title: "Weather and transfers",
    content: (
      <p>
        In the Maldives, speedboats, ferries and seaplanes sometimes stop for weather. If your transfer is cancelled, call our 24/7 line on{" "}
        <a href={COMPANY.emergencyPhone.href}>{COMPANY.emergencyPhone.display}</a>. We arrange the next available transfer with the property and move your nights where it can,
        without a change fee from us.
      </p>
    ),
  },
  {
    id: "property-cancels",
    title: "If the property cancels",
    content: (
      <p>
        If a property cannot honour a confirmed booking, you get back anything you paid, and we find you a comparable or better stay on the same island or nearby. If the new stay
        costs more, we cover the difference for the nights originally booked.
      </p>
    ),
  },
];

export default function CancellationPage() {
  return (
    <ProsePage
      eyebrow="Support"
      title="Cancellation Options"
      intro="Plans change. Here is how to cancel or change a booking, what it costs, and what we do when the weather decides for you."
      updated="2026-11-01"
      sections={SECTIONS}
    />
  );
}
