import Image from "next/image";
import Link from "@/components/ui/link";
import { CalendarCheck, Crown, Gift, Moon, Percent, Sparkles, Star, Sun } from "@/components/icons";

import { Button } from "@/components/ui/button";

import { PORTAL_LINKS } from "@/components/layout/nav-config";
import { SUMMER_DEAL } from "@/lib/catalogue/promotions";

/** The summer discount (spec §2). `open` is false once its booking window has passed. */
export function SummerDealBlock({ open }: { open: boolean }) {
  return (
    <section
      aria-labelledby="summer-deal-title"
      className="overflow-hidden rounded-2xl border border-border/70 bg-card shadow-soft"
    >
      <div className="grid md:grid-cols-2">
        <div className="relative aspect-[16/10] md:aspect-auto md:min-h-80">
          <Image
            src="/images/hotels/palm-haven-raa-2.webp"
            alt="Palm trees over a white-sand beach, a boat on the bright turquoise sea"
            fill
            sizes="(min-width: 768px) 50vw, 100vw"
            className="object-cover"
          />
          <span className="tabular absolute top-4 left-4 inline-flex items-center gap-1.5 rounded-full bg-coral px-3 py-1 text-sm font-bold text-coral-foreground shadow-soft">
            <Percent className="size-4" aria-hidden="true" />
            {SUMMER_DEAL.extraPercent}% extra off
          </span>
        </div>
        <div className="flex flex-col gap-5 p-6 sm:p-8 lg:p-10">
          <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-coral uppercase">
            <Sun className="size-4" aria-hidden="true" />
            Summer Special
          </p>
          <h2 id="summer-deal-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Stay a week this summer, save an extra {SUMMER_DEAL.extraPercent}%
          </h2>
          <p className="text-muted-foreground">
            Book a stay of at least {SUMMER_DEAL.minNights} nights between June and August and take an extra{" "}
            {SUMMER_DEAL.extraPercent}% off, on top of any current promotion.
          </p>
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-coral/50 bg-coral-soft p-4">
            <span className="text-sm text-muted-foreground">Use code</span>
            <code className="rounded-md bg-card px-3 py-1.5 font-mono text-lg font-bold tracking-widest text-foreground shadow-xs">
              {SUMMER_DEAL.code}
            </code>
          </div>
          <ul className="grid gap-3 text-sm sm:grid-cols-2">
            <li className="flex items-start gap-2">
              <Moon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>Minimum {SUMMER_DEAL.minNights} nights, June to August</span>
            </li>
            <li className="flex items-start gap-2">
              <CalendarCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>
                Book before <time dateTime={SUMMER_DEAL.bookBy}>May 31, 2025</time>
              </span>
            </li>
            <li className="flex items-start gap-2 sm:col-span-2">
              <Sun className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>
                Stay completed by <time dateTime={SUMMER_DEAL.stayBy}>Aug 31, 2025</time>
              </span>
            </li>
          </ul>
          {open ? (
            <div className="mt-auto">
              <Button asChild variant="coral" size="lg">
                <Link href="/hotels">Find a summer stay</Link>
              </Button>
            </div>
          ) : (
            <p className="mt-auto rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
              Bookings for this offer closed on <time dateTime={SUMMER_DEAL.bookBy}>May 31, 2025</time>. Keep an eye on
              the current promotions above, or subscribe below to hear about next summer first.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

const LOYALTY_TIERS = [
  {
    name: "Explorer",
    Icon: Star,
    nights: "From your first stay",
    perk: "Member-only prices and early access to new offers.",
  },
  {
    name: "Voyager",
    Icon: Sparkles,
    nights: "After 10 nights",
    perk: "Free room upgrade when available, plus late check-out.",
  },
  {
    name: "Islander",
    Icon: Crown,
    nights: "After 25 nights",
    perk: "A complimentary night every year and a personal trip planner.",
  },
];

export function LoyaltyBlock() {
  return (
    <section
      aria-labelledby="loyalty-title"
      className="grid gap-6 rounded-2xl bg-primary p-6 text-primary-foreground shadow-soft sm:p-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-10 lg:p-10"
    >
      <div className="flex flex-col items-start gap-3">
        <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-primary-foreground/85 uppercase">
          <Gift className="size-4" aria-hidden="true" />
          Lagoon Circle
        </p>
        <h2 id="loyalty-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Our loyalty program
        </h2>
        <p className="text-primary-foreground/90">
          Every night you stay with us counts. Create a free account, book as usual, and your benefits grow with every
          trip.
        </p>
        <Button asChild variant="secondary" size="lg" className="mt-3">
          <Link href={PORTAL_LINKS.signUp}>Join for free</Link>
        </Button>
      </div>
      <ol className="grid gap-3 self-center">
        {LOYALTY_TIERS.map(({ name, Icon, nights, perk }) => (
          <li key={name} className="flex items-start gap-4 rounded-xl bg-white/8 p-4 ring-1 ring-white/20">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/15"
            >
              <Icon className="size-5" />
            </span>
            <div>
              <p className="font-semibold">
                {name} <span className="font-normal text-primary-foreground">· {nights}</span>
              </p>
              <p className="mt-0.5 text-sm text-primary-foreground">{perk}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
