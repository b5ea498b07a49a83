import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Gift, Mail, Palmtree, Send } from "@/components/icons";

import { ProsePage, type ProseSection } from "@/components/content/prose-page";
import { Button } from "@/components/ui/button";
import { formatUsd } from "@/lib/format";

export const metadata: Metadata = {
  title: "Gift Cards",
  description:
    "Give a stay in the Maldives, Bali, Phuket or Santorini: Lagoon Stays gift cards from $50 to $2,000, delivered by e-mail and valid for 24 months on any hotel, guest house or day visit.",
  alternates: { canonical: "/gift-cards" },
};

const AMOUNTS = [100, 250, 500, 1000];

const STEPS = [
  {
    Icon: Mail,
    title: "Tell us who it's for",
    text: "Send the amount, the recipient's name and a short message through the contact form.",
  },
  {
    Icon: Send,
    title: "Pay by secure link",
    text: "We reply within one business day with a payment link, and the card goes out by e-mail on the date you choose.",
  },
  {
    Icon: Palmtree,
    title: "They choose the trip",
    text: "The recipient books any stay and quotes the card's code; we take the value off their total.",
  },
];

const SECTIONS: ProseSection[] = [
  {
    id: "terms",
    title: "Gift card terms",
    content: (
      <ul>
        <li>
          Any amount from {formatUsd(50)} to {formatUsd(2000)}, in US dollars.
        </li>
        <li>Valid for 24 months from the day it is issued.</li>
        <li>
          Can be used on any hotel, guest house or resort day visit we list, and together with current promotions.
        </li>
        <li>
          Can be split over several bookings until the balance runs out; we tell you the remaining balance each time.
        </li>
        <li>Cannot be exchanged for cash. A lost code can be re-sent to the buyer or the recipient.</li>
      </ul>
    ),
  },
  {
    id: "business",
    title: "For companies",
    content: (
      <p>
        Rewarding a team or thanking clients? We issue batches of gift cards with a single invoice and your own message.
        Choose &ldquo;Partnership&rdquo; on the <Link href="/contact?subject=partnership">contact form</Link> and tell
        us how many you need.
      </p>
    ),
  },
];

export default function GiftCardsPage() {
  return (
    <ProsePage
      eyebrow="Book"
      title="Gift Cards"
      intro="Give someone an island. A Lagoon Stays gift card works for any stay we offer, and they choose where and when."
      sections={SECTIONS}
    >
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div
          role="img"
          aria-label="A Lagoon Stays gift card worth $250"
          className="relative mx-auto aspect-[1.6] w-full max-w-md overflow-hidden rounded-2xl bg-gradient-to-br from-primary via-primary to-secondary-foreground p-6 text-primary-foreground shadow-lift sm:p-8"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 320 200"
            className="absolute inset-0 size-full text-white/15"
            preserveAspectRatio="none"
          >
            <circle cx="260" cy="50" r="34" fill="currentColor" />
            <path
              d="M0 150 Q 40 135 80 150 T 160 150 T 240 150 T 320 150"
              fill="none"
              stroke="currentColor"
              strokeWidth="6"
            />
            <path
              d="M0 175 Q 40 160 80 175 T 160 175 T 240 175 T 320 175"
              fill="none"
              stroke="currentColor"
              strokeWidth="6"
            />
          </svg>
          <div className="relative flex h-full flex-col justify-between">
            <span className="inline-flex items-center gap-2 font-semibold">
              <Gift className="size-5" aria-hidden="true" />
              Lagoon Stays
            </span>
            <div>
              <span className="block text-sm opacity-90">Gift card</span>
              <span className="tabular block text-4xl font-bold tracking-tight">{formatUsd(250)}</span>
            </div>
          </div>
        </div>

        <div>
          <h2 className="text-2xl font-semibold tracking-tight">Popular amounts</h2>
          <p className="mt-2 text-muted-foreground">
            Or any amount you like between {formatUsd(50)} and {formatUsd(2000)}.
          </p>
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {AMOUNTS.map((a) => (
              <li
                key={a}
                className="tabular rounded-xl border border-border/70 bg-card px-4 py-3 text-center text-lg font-semibold shadow-soft"
              >
                {formatUsd(a)}
              </li>
            ))}
          </ul>
          <Button asChild variant="coral" size="lg" className="mt-6">
            <Link href="/contact?subject=general-inquiry">Order a gift card</Link>
          </Button>
        </div>
      </div>

      <section aria-labelledby="how-title" className="mt-14">
        <h2 id="how-title" className="text-2xl font-semibold tracking-tight">
          How it works
        </h2>
        <ol className="mt-5 grid gap-4 md:grid-cols-3">
          {STEPS.map(({ Icon, title, text }, i) => (
            <li key={title} className="flex flex-col gap-3 rounded-xl border border-border/70 bg-card p-6 shadow-soft">
              <span className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-xl bg-secondary text-primary"
                >
                  <Icon className="size-5" />
                </span>
                <span className="tabular text-sm font-semibold text-muted-foreground">Step {i + 1}</span>
              </span>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </section>
    </ProsePage>
  );
}
