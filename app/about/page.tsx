import type { Metadata } from "next";
import Image from "next/image";
import Link from "@/components/ui/link";
import { Briefcase, HandCoins, HeartHandshake, Leaf, LifeBuoy, ShieldCheck, Users } from "@/components/icons";

import { PageBanner } from "@/components/content/page-banner";
import { Section } from "@/components/home/section";
import { LeaderCard, type Leader } from "@/components/about/leader-card";
import { Button } from "@/components/ui/button";
import { COMPANY } from "@/lib/company";

export const metadata: Metadata = {
  title: "About Us",
  description:
    "Lagoon Stays was founded in Malé in 2020 to make the Maldives, Bali, Phuket and Santorini easy to book: honest prices, local guest houses and real people on call.",
  alternates: { canonical: "/about" },
};

const FACTS = [
  { value: String(COMPANY.founded), label: "Founded in Malé" },
  { value: "4", label: "Destinations, from the atolls to the Aegean" },
  { value: "$0", label: "Booking fees: every total shows the taxes and charges in it" },
  { value: "24/7", label: "Emergency line while you travel" },
];

const VALUES = [
  {
    Icon: Users,
    title: "Local first",
    text: "Many of our guest houses are run by island families. Booking with them keeps tourism money on the islands that host you.",
  },
  {
    Icon: HandCoins,
    title: "Honest prices",
    text: "The price on the card is the price you pay, in US dollars and per night, with the total spelled out before you book.",
  },
  {
    Icon: Leaf,
    title: "Care for the reef",
    text: "We favour properties that ban single-use plastic, use reef-safe practices and support marine conservation work.",
  },
  {
    Icon: HeartHandshake,
    title: "Real people",
    text: "A team in Malé who know the ferries, the seaplane schedules and which island has the best sandbank.",
  },
  {
    Icon: ShieldCheck,
    title: "Vetted stays",
    text: "Every property is licensed and checked by our team before it is listed, and reviewed again when guests raise concerns.",
  },
  {
    Icon: LifeBuoy,
    title: "Flexibility",
    text: "Book with or without an account, find your bookings with just your e-mail, and talk to us when plans change.",
  },
];

const LEADERS: Leader[] = [
  {
    name: "Aishath Rasheed",
    role: "Co-founder & Chief Executive",
    bio: "Grew up on Fulidhoo and spent ten years in resort operations across three atolls. She founded Lagoon Stays to give local guest houses the same shop window as the big resorts.",
    tone: "lagoon",
  },
  {
    name: "Daniel Moreau",
    role: "Co-founder & Head of Product",
    bio: "Built booking systems for European tour operators before moving to Malé. He leads the team behind the site and keeps prices, availability and e-mails honest.",
    tone: "sunset",
  },
];

export default function AboutPage() {
  return (
    <>
      <PageBanner
        eyebrow="About Lagoon Stays"
        title="We help you find your island"
        subtitle="From overwater villas to family-run guest houses, we match travellers with the stays that make a trip."
        image="/images/destinations/maldives-1.webp"
        imageAlt="Aerial view of a green Maldivian island ringed by a turquoise lagoon"
      />

      <section aria-labelledby="story-title" className="py-14 sm:py-16 lg:py-20">
        <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">Our story</p>
            <h2
              id="story-title"
              className="mt-2 text-[1.75rem] leading-tight font-semibold tracking-tight sm:text-3xl lg:text-[2rem]"
            >
              Started in Malé in {COMPANY.founded}, with one guest house and a ferry timetable
            </h2>
            <div className="mt-5 flex flex-col gap-4 text-base leading-7 text-muted-foreground">
              <p>
                When the Maldives reopened to travellers in {COMPANY.founded}, local guest houses were ready for guests
                but hard to find, and even harder to book alongside the speedboat and ferry that get you there. We
                started Lagoon Stays to fix that: one place to compare resorts and island guest houses, see the real
                price, and book in minutes.
              </p>
              <p>
                Today we work with resorts, boutique hotels, guest houses and resort day visits across the Maldivian
                atolls, and with hand-picked stays in Bali, Phuket and Santorini. Our team is still based in Malé, and
                we still answer the phone ourselves.
              </p>
            </div>
          </div>
          <div className="relative aspect-[4/3] overflow-hidden rounded-2xl shadow-lift">
            <Image
              src="/images/destinations/south-ari-atoll-1.webp"
              alt="A sandbank picnic table under a red-and-white umbrella in a shallow turquoise lagoon"
              fill
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="object-cover"
            />
          </div>
        </div>
        <div className="container-page mt-12">
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {FACTS.map((f) => (
              <div
                key={f.label}
                className="flex flex-col gap-1 rounded-xl border border-border/70 bg-card p-5 shadow-soft"
              >
                <dt className="text-sm text-muted-foreground">{f.label}</dt>
                <dd className="tabular order-first text-3xl font-bold tracking-tight text-primary">{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <Section
        tone="sand"
        title="What we stand for"
        subtitle="Six promises that shape every stay we list and every answer we give."
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {VALUES.map(({ Icon, title, text }) => (
            <li
              key={title}
              className="flex flex-col gap-3 rounded-xl border border-border/70 bg-card p-6 shadow-soft"
              data-testid="value-card"
            >
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-xl bg-secondary text-primary"
              >
                <Icon className="size-5" />
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-sm leading-6 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Leadership team" subtitle="The two people who started Lagoon Stays, and still run it day to day.">
        <div className="grid gap-6 lg:grid-cols-2">
          {LEADERS.map((l) => (
            <LeaderCard key={l.name} leader={l} />
          ))}
        </div>
      </Section>

      <section aria-labelledby="careers-title" className="pb-14 sm:pb-16 lg:pb-20">
        <div className="container-page">
          <div className="flex flex-col items-start gap-6 rounded-2xl bg-primary p-8 text-primary-foreground shadow-soft sm:p-10 md:flex-row md:items-center md:justify-between">
            <div className="max-w-xl">
              <h2 id="careers-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
                Join our team
              </h2>
              <p className="mt-2 text-primary-foreground/90">
                We&apos;re hiring in Malé and remotely: guest experience, partnerships and engineering. Help travellers
                find their island.
              </p>
            </div>
            <Button asChild variant="coral" size="lg">
              <Link href="/careers">
                <Briefcase aria-hidden="true" />
                View open positions
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
