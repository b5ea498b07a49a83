import type { Metadata } from "next";
import { Mail, Newspaper } from "@/components/icons";

import { ProsePage } from "@/components/content/prose-page";
import { Button } from "@/components/ui/button";
import { COMPANY } from "@/lib/company";
import { formatDate } from "@/lib/format";

export const metadata: Metadata = {
  title: "Press",
  description:
    "Lagoon Stays news, company facts and media contacts: press releases, interviews with our founders, and photography on request.",
  alternates: { canonical: "/press" },
};

const FACTS = [
  { label: "Founded", value: `${COMPANY.founded}, in Malé` },
  { label: "Headquarters", value: "Malé, Republic of Maldives" },
  { label: "Destinations", value: "Maldives, Bali, Phuket and Santorini" },
  { label: "What we offer", value: "Hotels, local guest houses and resort day visits" },
  { label: "Founders", value: "Aishath Rasheed (CEO) and Daniel Moreau (Head of Product)" },
];

const RELEASES = [
  {
    date: "2026-09-15",
    title: "Lagoon Stays adds resort day visits for guests on local islands",
    summary:
      "Guests staying in guest houses can now book a day at a nearby resort, with the boat transfer and lunch included, in the same place they book their stay.",
  },
  {
    date: "2026-04-08",
    title: "Santorini joins the Lagoon Stays collection",
    summary:
      "Cave suites and cliff houses on the caldera rim become our fourth destination, chosen for the same things as our islands: small, personal and run by people who live there.",
  },
  {
    date: "2025-11-20",
    title: "Bookings without an account: find every trip with just an e-mail address",
    summary:
      "Travellers can now book without signing up and look up all their bookings by e-mail, a first step towards making independent travel to the atolls as simple as a package.",
  },
  {
    date: "2025-03-03",
    title: "Lagoon Stays expands to Bali and Phuket",
    summary:
      "After five years focused on the Maldives, we bring our approach to two more island destinations, starting with boutique stays in Ubud, Uluwatu, Seminyak, Kata and Kamala.",
  },
];

export default function PressPage() {
  return (
    <ProsePage
      eyebrow="Company"
      title="Press"
      intro="News from Lagoon Stays, key facts about the company, and who to talk to for interviews and images."
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-14">
        <section aria-labelledby="releases-title">
          <h2 id="releases-title" className="text-2xl font-semibold tracking-tight">
            Press releases
          </h2>
          <ol className="mt-5 flex flex-col gap-4">
            {RELEASES.map((r) => (
              <li key={r.date}>
                <article className="rounded-xl border border-border/70 bg-card p-6 shadow-soft">
                  <p className="tabular inline-flex items-center gap-2 text-sm text-muted-foreground">
                    <Newspaper className="size-4 text-primary" aria-hidden="true" />
                    <time dateTime={r.date}>{formatDate(r.date)}</time>
                  </p>
                  <h3 className="mt-2 text-lg leading-snug font-semibold">{r.title}</h3>
                  <p className="mt-2 text-muted-foreground">{r.summary}</p>
                </article>
              </li>
            ))}
          </ol>
        </section>

        <div className="flex flex-col gap-6">
          <section aria-labelledby="facts-title" className="rounded-xl bg-sand p-6 text-sand-foreground">
            <h2 id="facts-title" className="text-lg font-semibold">
              Fast facts
            </h2>
            <dl className="mt-4 flex flex-col gap-3">
              {FACTS.map((f) => (
                <div key={f.label}>
                  <dt className="text-sm font-semibold">{f.label}</dt>
                  <dd className="text-sm">{f.value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="media-title" className="rounded-xl border border-border/70 bg-card p-6 shadow-soft">
            <h2 id="media-title" className="text-lg font-semibold">
              Media contact
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">
              For interviews with our founders, data on travel to the Maldives, logo files and high-resolution images of
              our partner properties, write to our press team. We reply within one business day.
            </p>
            <Button asChild className="mt-4 w-full">
              <a href={`mailto:${COMPANY.emails.press}`}>
                <Mail aria-hidden="true" />
                {COMPANY.emails.press}
              </a>
            </Button>
          </section>
        </div>
      </div>
    </ProsePage>
  );
}
