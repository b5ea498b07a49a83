import type { Metadata } from "next";
import Image from "next/image";
import Link from "@/components/ui/link";
import { ArrowRight } from "@/components/icons";

import { ProsePage } from "@/components/content/prose-page";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { formatDate } from "@/lib/format";

export const metadata: Metadata = {
  title: "Travel Stories & Guides",
  description:
    "Guides and stories from the Lagoon Stays team: choosing between a guest house and a resort, meeting whale sharks responsibly, and slow travel in Bali, Phuket and Santorini.",
  alternates: { canonical: "/blog" },
};

const ARTICLES = [
  {
    slug: "guest-house-or-resort",
    category: "Guides",
    date: "2026-10-14",
    minutes: 7,
    title: "Guest house or resort? How to choose your first Maldives stay",
    excerpt:
      "Private islands and overwater villas, or family-run guest houses on a local island with a bikini beach and a ferry to Malé? What each is really like, what it costs, and how to combine both in one trip.",
    image: "/images/guest-houses/coral-garden-maafushi-1.webp",
    alt: "A sandy village lane lined with colourful houses and a parked bicycle on a local Maldivian island",
    related: { href: "/guest-houses", label: "Browse guest houses" },
  },
  {
    slug: "whale-sharks-south-ari",
    category: "Experiences",
    date: "2026-09-02",
    minutes: 5,
    title: "Swimming with whale sharks in South Ari Atoll, the responsible way",
    excerpt:
      "South Ari is one of the few places where whale sharks live all year. Our guide to choosing an operator, keeping your distance, and why you should skip the flash.",
    image: "/images/destinations/baa-atoll-1.webp",
    alt: "A sea turtle swimming over a colourful coral reef in clear blue water",
    related: { href: "/hotels?location=maldives", label: "Stays in the Maldives" },
  },
  {
    slug: "ten-days-in-bali",
    category: "Itineraries",
    date: "2026-07-21",
    minutes: 9,
    title: "Ten slow days in Bali: rice terraces, temples and surf",
    excerpt:
      "Four nights in Ubud among the terraces, three in Uluwatu for the surf and the clifftop sunsets, and a few tips on getting around without spending half the trip in traffic.",
    image: "/images/destinations/bali-1.webp",
    alt: "Green rice terraces with palm trees and a volcano in the distance",
    related: { href: "/hotels?location=bali", label: "Stays in Bali" },
  },
  {
    slug: "santorini-beyond-sunset",
    category: "Destinations",
    date: "2026-05-30",
    minutes: 6,
    title: "Santorini beyond the sunset crowds",
    excerpt:
      "Oia at golden hour is beautiful and very busy. Here is where we go instead: quiet villages on the caldera rim, black-sand beaches and a hike from Fira that ends with a view of the whole island.",
    image: "/images/destinations/santorini-1.webp",
    alt: "Whitewashed houses and a windmill stacked on the Santorini caldera at sunset",
    related: { href: "/hotels?location=santorini", label: "Stays in Santorini" },
  },
];

export default function BlogPage() {
  return (
    <ProsePage
      eyebrow="Company"
      title="Travel Stories & Guides"
      intro="Practical guides and stories from our team, written after we have been there ourselves. Full stories are on their way: subscribe below to read them first."
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {ARTICLES.map((a) => (
          <li key={a.slug}>
            <article
              aria-labelledby={`${a.slug}-title`}
              className="flex h-full flex-col overflow-hidden rounded-xl border border-border/70 bg-card shadow-soft"
            >
              <div className="relative aspect-[16/9] bg-muted">
                <Image src={a.image} alt={a.alt} fill sizes="(min-width: 768px) 50vw, 100vw" className="object-cover" />
                <span className="absolute top-3 left-3 rounded-full bg-card/95 px-3 py-1 text-xs font-semibold text-primary shadow-soft">
                  {a.category}
                </span>
              </div>
              <div className="flex flex-1 flex-col gap-3 p-6">
                <p className="tabular text-sm text-muted-foreground">
                  <time dateTime={a.date}>{formatDate(a.date)}</time> · {a.minutes} min read
                </p>
                <h2 id={`${a.slug}-title`} className="text-xl leading-snug font-semibold text-balance">
                  {a.title}
                </h2>
                <p className="text-muted-foreground">{a.excerpt}</p>
                <Link
                  href={a.related.href}
                  className="group mt-auto inline-flex min-h-11 items-center gap-1.5 self-start rounded-md pt-2 text-sm font-semibold text-primary outline-none hover:underline hover:underline-offset-4 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {a.related.label}
                  <ArrowRight
                    className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="blog-newsletter-title"
        className="mt-14 rounded-2xl bg-primary p-6 text-primary-foreground sm:p-10"
      >
        <div className="grid items-center gap-6 lg:grid-cols-2">
          <div>
            <h2 id="blog-newsletter-title" className="text-2xl font-semibold tracking-tight">
              New stories, once a month
            </h2>
            <p className="mt-2 text-primary-foreground/90">
              Our newsletter brings the latest guides together with the month&apos;s best offers.
            </p>
          </div>
          <NewsletterForm tone="inverted" />
        </div>
      </section>
    </ProsePage>
  );
}
