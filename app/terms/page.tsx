import type { Metadata } from "next";
import Link from "@/components/ui/link";

import { ProsePage, type ProseSection } from "@/components/content/prose-page";
import { COMPANY } from "@/lib/company";

export const metadata: Metadata = {
  title: "Terms of Service",
  description:
    "The terms for using Lagoon Stays and booking hotels, guest houses and resort day visits through it: how bookings are confirmed, prices and payment, promotions, accounts and liability.",
  alternates: { canonical: "/terms" },
};

const SECTIONS: ProseSection[] = [
  {
    id: "about",
    title: "About these terms",
    content: (
      <>
        <p>
          These terms apply when you use this website and when you book a stay through it. {COMPANY.legalName} arranges
          your booking; the hotel, guest house or resort you choose provides the stay itself and has its own house
          rules, which you accept when you book.
        </p>
        <p>By making a booking or creating an account you agree to these terms.</p>
      </>
    ),
  },
  {
    id: "bookings",
    title: "How a booking works",
    content: (
      <>
        <ol>
          <li>
            You send a booking request with your details, dates and guests. It is saved straight away with the status{" "}
            <strong>Pending</strong>.
          </li>
          <li>
            We check availability with the property and confirm by e-mail. The status becomes <strong>Confirmed</strong>
            .
          </li>
          <li>
            If the property cannot host you on those dates, we tell you and suggest alternatives. You pay nothing for a
            booking that was not confirmed.
          </li>
        </ol>
        <p>
          You can look up every booking made with your e-mail address on{" "}
          <Link href="/track-bookings">Track Bookings</Link>, with or without an account. Please check that your name,
          e-mail and phone number are correct: the property uses them to reach you.
        </p>
      </>
    ),
  },
  {
    id: "prices",
    title: "Prices and payment",
    content: (
      <>
        <ul>
          <li>
            Prices are in US dollars, per room (or per stay for guest houses) and per night, unless stated otherwise.
          </li>
          <li>
            The total is the nightly price times the number of nights. For guest houses, the room type and meal plan you
            choose add their own nightly amount, shown before you book.
          </li>
          <li>
            The total is calculated by our server from the current prices when you book; that is the amount in your
            confirmation.
          </li>
          <li>
            Local charges that properties must collect in person, such as the Maldives Green Tax, are paid at the
            property and listed in your confirmation.
          </li>
        </ul>
        <p>
          No card is needed to reserve: you pay the property when you stay, or through a secure payment link we send for
          rates that need a deposit.
        </p>
      </>
    ),
  },
  {
    id: "promotions",
    title: "Promotions and codes",
    content: (
      <p>
        Each promotion has its own dates and terms, shown on the offer. A promotion applies only to bookings made while
        it is valid and may be limited to a number of bookings. Promotional codes cannot be exchanged for cash and are
        applied once per booking unless the offer says otherwise. See <Link href="/offers">current offers</Link>.
      </p>
    ),
  },
  {
    id: "changes-cancellations",
    title: "Changes and cancellations",
    content: (
      <p>
        The cancellation terms of your rate are shown when you book and in your confirmation e-mail. Our standard terms,
        and how to cancel or change a booking, are on the <Link href="/cancellation">Cancellation Options</Link> page.
      </p>
    ),
  },
  {
    id: "accounts",
    title: "Your account",
    content: (
      <ul>
        <li>Give accurate details and keep your password to yourself.</li>
        <li>Accounts are personal: one per person.</li>
        <li>
          We may suspend an account that is used for fraud, to harass properties or staff, or to make bookings with no
          intention of staying.
        </li>
        <li>You can ask us to close your account at any time.</li>
      </ul>
    ),
  },
  {
    id: "conduct",
    title: "Staying with our partners",
    content: (
      <>
        <p>
          Please follow the house rules of your property and the law of the country you visit. On inhabited islands in
          the Maldives, alcohol is not sold, and swimwear is for designated bikini beaches and resort islands: cover
          shoulders and knees in the village.
        </p>
        <p>A property may refuse or end a stay for serious breaches of its rules, without a refund.</p>
      </>
    ),
  },
  {
    id: "liability",
    title: "Our responsibility",
    content: (
      <>
        <p>
          We are responsible for arranging your booking with care and for the information we publish. The property is
          responsible for the accommodation and services it provides.
        </p>
        <p>
          We are not responsible for events outside our control, such as severe weather, cancelled ferries, speedboats
          or seaplanes, or government travel restrictions, but our team will help you change plans when they happen.
          Nothing in these terms limits a liability that the law does not allow to be limited.
        </p>
      </>
    ),
  },
  {
    id: "complaints",
    title: "Complaints",
    content: (
      <p>
        If something went wrong, tell us through the <Link href="/contact?subject=complaint">contact form</Link> or at{" "}
        <a href={`mailto:${COMPANY.emails.support}`}>{COMPANY.emails.support}</a>. We reply within five business days,
        and sooner while you are still travelling.
      </p>
    ),
  },
  {
    id: "law",
    title: "Governing law",
    content: (
      <p>
        These terms are governed by the law of the Republic of Maldives, and the courts of Malé can hear any dispute. If
        you live elsewhere, you keep the consumer rights of your own country.
      </p>
    ),
  },
  {
    id: "updates",
    title: "Changes to these terms",
    content: (
      <p>
        We may update these terms; the date at the top shows the latest version. A booking is governed by the terms in
        force when you made it.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <ProsePage
      eyebrow="Legal"
      title="Terms of Service"
      intro="The rules for using Lagoon Stays and for the bookings you make with us, in plain language."
      updated="2026-11-01"
      sections={SECTIONS}
    />
  );
}
