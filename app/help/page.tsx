import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { CalendarX2, LifeBuoy, MessageCircle, SearchCheck } from "@/components/icons";

import { ProsePage } from "@/components/content/prose-page";
import { Faq, type FaqGroup } from "@/components/content/faq";
import { COMPANY } from "@/lib/company";

export const metadata: Metadata = {
  title: "Help Center",
  description:
    "Answers about booking hotels, guest houses and resort day visits with Lagoon Stays: confirmation, payment, tracking, changes and cancellations, transfers and travelling in the Maldives.",
  alternates: { canonical: "/help" },
};

const QUICK_LINKS = [
  {
    href: "/track-bookings",
    title: "Track your bookings",
    text: "See every booking made with your e-mail.",
    Icon: SearchCheck,
  },
  {
    href: "/cancellation",
    title: "Cancel or change",
    text: "Free-cancellation windows and how to cancel.",
    Icon: CalendarX2,
  },
  {
    href: "/safety",
    title: "Safety information",
    text: "Sea transfers, the reef and emergency numbers.",
    Icon: LifeBuoy,
  },
  { href: "/contact", title: "Contact us", text: "Write to our team in Malé.", Icon: MessageCircle },
];

const GROUPS: FaqGroup[] = [
  {
    id: "booking",
    title: "Booking",
    items: [
      {
        id: "how-to-book",
        question: "How do I book a stay?",
        answer: (
          <p>
            Search for a destination and dates on the home page, or browse <Link href="/hotels">hotels</Link> and{" "}
            <Link href="/guest-houses">guest houses</Link>. Choose a property, press Book Now and fill in your details.
            It takes about two minutes.
          </p>
        ),
      },
      {
        id: "need-account",
        question: "Do I need an account to book?",
        answer: (
          <p>
            No. Anyone can book with just a name, e-mail address and phone number. An account saves your details for
            next time and gives you a dashboard of your trips.
          </p>
        ),
      },
      {
        id: "confirmed",
        question: "Is my booking confirmed straight away?",
        answer: (
          <p>
            Your booking is saved at once with the status Pending. We then check availability with the property and
            e-mail you when it is Confirmed, usually within a few hours and always within one business day.
          </p>
        ),
      },
      {
        id: "promotion",
        question: "How do I use a promotion?",
        answer: (
          <p>
            Open the offer on the <Link href="/offers">Special Offers</Link> page and book from there: the discounted
            price is applied automatically. Each offer lists its dates and terms.
          </p>
        ),
      },
    ],
  },
  {
    id: "payment",
    title: "Prices and payment",
    items: [
      {
        id: "when-pay",
        question: "When do I pay?",
        answer: (
          <p>
            No card is needed to reserve. You pay the property when you stay. For a few rates that need a deposit, we
            send a secure payment link after confirming your booking.
          </p>
        ),
      },
      {
        id: "currency",
        question: "Which currency are prices in?",
        answer: (
          <p>
            All prices are in US dollars and per night. The booking summary shows the number of nights and the total
            before you send your request.
          </p>
        ),
      },
      {
        id: "green-tax",
        question: "Are there extra taxes in the Maldives?",
        answer: (
          <p>
            The Maldives Green Tax is charged per guest and per night by the property at check-out, at a lower rate for
            guest houses than for resorts. Your confirmation lists it when it applies.
          </p>
        ),
      },
    ],
  },
  {
    id: "manage",
    title: "Managing a booking",
    items: [
      {
        id: "find-booking",
        question: "How do I find my booking?",
        answer: (
          <p>
            Use <Link href="/track-bookings">Track Bookings</Link>, or the Track button at the top of every page, and
            enter the e-mail address you booked with. You will see every booking made with it, with its reference and
            status.
          </p>
        ),
      },
      {
        id: "cancel",
        question: "How do I cancel or change my dates?",
        answer: (
          <p>
            Send your booking reference to <a href={`mailto:${COMPANY.emails.bookings}`}>{COMPANY.emails.bookings}</a>{" "}
            or through the <Link href="/contact?subject=booking-assistance">contact form</Link>. Our{" "}
            <Link href="/cancellation">cancellation options</Link> explain the free-cancellation windows.
          </p>
        ),
      },
      {
        id: "special-requests",
        question: "Can I ask for an extra bed, a transfer or a dietary need?",
        answer: (
          <p>
            Yes. Write it in Special Requests when you book, or message us afterwards. The property confirms what it can
            arrange; some requests, such as seaplane transfers, have a separate price.
          </p>
        ),
      },
    ],
  },
  {
    id: "guest-houses",
    title: "Guest houses and day visits",
    items: [
      {
        id: "guest-house-vs-resort",
        question: "What is the difference between a guest house and a resort?",
        answer: (
          <p>
            Guest houses are small, often family-run places on inhabited local islands: you live alongside the island
            community, eat local food and reach the reef by boat trip. Resorts occupy a private island of their own,
            with more facilities and higher prices.
          </p>
        ),
      },
      {
        id: "day-visit",
        question: "What is a resort day visit?",
        answer: (
          <p>
            A day pass to a resort island while you stay elsewhere: boat transfer, lunch and use of the beach and pool,
            usually from morning to late afternoon. It is a popular treat for guests staying on a local island.
          </p>
        ),
      },
      {
        id: "local-island-rules",
        question: "Are there rules on local islands?",
        answer: (
          <p>
            Inhabited islands follow local customs: alcohol is not sold, and swimwear is worn only on the designated
            bikini beach. Elsewhere in the village, cover shoulders and knees. Your host will happily explain the rest.
          </p>
        ),
      },
    ],
  },
  {
    id: "account",
    title: "Your account",
    items: [
      {
        id: "create-account",
        question: "How do I create an account?",
        answer: <p>Press Sign Up at the top of any page. You only need your name, e-mail address and a password.</p>,
      },
      {
        id: "forgot-password",
        question: "I forgot my password. What now?",
        answer: (
          <p>
            Write to <a href={`mailto:${COMPANY.emails.support}`}>{COMPANY.emails.support}</a> from the address on your
            account and we will help you back in. You can still find all your bookings on Track Bookings with just your
            e-mail address.
          </p>
        ),
      },
      {
        id: "delete-account",
        question: "How do I delete my account?",
        answer: (
          <p>
            Ask us at <a href={`mailto:${COMPANY.emails.privacy}`}>{COMPANY.emails.privacy}</a>. Our{" "}
            <Link href="/privacy">Privacy Policy</Link> explains what we must keep, such as booking records for tax.
          </p>
        ),
      },
    ],
  },
];

export default function HelpPage() {
  return (
    <ProsePage
      eyebrow="Support"
      title="Help Center"
      intro="Quick answers about booking, paying, changing plans and travelling with us. Can't find yours? Our team is a message away."
      cta={{ help: false }}
    >
      <nav aria-label="Popular help topics">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_LINKS.map(({ href, title, text, Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="group flex h-full items-start gap-4 rounded-xl border border-border/70 bg-card p-5 shadow-soft transition-shadow outline-none hover:shadow-lift focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary"
                >
                  <Icon className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold group-hover:text-primary">{title}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto mt-14 max-w-3xl">
        <Faq groups={GROUPS} />
      </div>
    </ProsePage>
  );
}
