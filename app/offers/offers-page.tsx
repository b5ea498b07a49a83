import { promotionCardPrices } from "@/lib/server/catalogue-front/page-prices";
import { pagePictures } from "@/lib/server/media/page-pictures";
import type { Metadata } from "next";
import { listingMetadata } from "@/app/_listing/listing-metadata";
import Link from "@/components/ui/link";
import { Mail } from "@/components/icons";

import { Section } from "@/components/home/section";
import { PromotionCard } from "@/components/catalogue/promotion-card";
import { CardGrid } from "@/components/catalogue/card-skeletons";
import { EmptyListing, PastTheEnd } from "@/components/catalogue/empty-listing";
import { LoyaltyBlock, SummerDealBlock } from "@/components/offers/offer-blocks";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { Button } from "@/components/ui/button";
import { isSummerDealOpen } from "@/lib/catalogue/promotions";
import { pageCount, pageHref, pageWindow } from "@/lib/catalogue/paging";
import { cachedCurrentPromotions } from "@/lib/server/catalogue-front/cached";
import { ResultPager } from "@/components/catalogue/result-pager";
import { OffersBanner } from "./banner";

const PATH = "/offers";

/** Each page of offers is its own address (`?page=N`), and its own canonical one. */
export function offersMetadata(page: number): Metadata {
  return listingMetadata(PATH, page, {
    title: "Special Offers & Promotions",
    description:
      "Current promotions on Maldives overwater villas, Bali retreats, Phuket beach stays and Santorini suites, plus our summer discount and the Lagoon Circle loyalty program.",
  });
}

/** /offers' page `page` on `today` (app/offers/list/[page], served from the route cache). */
export async function OffersPage({ page, today }: { page: number; today: string }) {
  // One page of the offers bookable today (running today, a place left under their cap), chosen,
  // ordered and counted by the database.
  const { items: promotions, total } = await cachedCurrentPromotions(today, pageWindow(page));
  const pages = pageCount(total);
  // The cards' prices, and their uploaded pictures: one cached query for the page.
  const [prices, pictures] = await Promise.all([
    promotionCardPrices(promotions, today),
    pagePictures(promotions.map((p) => p.image)),
  ]);
  const hrefFor = (p: number) => `${pageHref(PATH, "", p)}#current`;

  return (
    <>
      <OffersBanner />

      <Section
        id="current"
        title="Current Promotions"
        subtitle="Every offer below is bookable today. Prices are per night, in USD."
      >
        {promotions.length ? (
          <CardGrid
            kind="promotion"
            items={promotions}
            itemTestId="promotion-card"
            render={(p, i) => (
              <PromotionCard promotion={p} shown={prices.get(p.id)!} pictures={pictures} priority={i < 3} />
            )}
          />
        ) : total > 0 ? (
          <PastTheEnd what="The current promotions" pages={pages} firstHref={hrefFor(1)} />
        ) : (
          <EmptyListing
            title="No promotions are running right now"
            hint="New offers go live every month. Subscribe below and we'll tell you first, or browse every hotel in the meantime."
          >
            <Button asChild variant="outline">
              <Link href="/hotels">Browse hotels</Link>
            </Button>
          </EmptyListing>
        )}
        <ResultPager className="mt-10" label="Promotion pages" page={page} totalPages={pages} hrefFor={hrefFor} />
      </Section>

      <section aria-label="More ways to save" className="bg-sand py-14 sm:py-16 lg:py-20">
        <div className="container-page flex flex-col gap-8">
          <SummerDealBlock open={isSummerDealOpen(today)} />
          <LoyaltyBlock />
        </div>
      </section>

      <section aria-labelledby="newsletter-title" className="py-14 sm:py-16 lg:py-20">
        <div className="container-page">
          <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 rounded-2xl border border-border/70 bg-card px-6 py-10 text-center shadow-soft sm:px-10">
            <span
              aria-hidden="true"
              className="flex size-14 items-center justify-center rounded-2xl bg-coral-soft text-coral"
            >
              <Mail className="size-7" />
            </span>
            <div>
              <h2 id="newsletter-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
                Get the best deals in your inbox
              </h2>
              <p className="mt-2 text-muted-foreground">
                One e-mail a month with new promotions and member-only rates. Unsubscribe with one click.
              </p>
            </div>
            <NewsletterForm className="max-w-xl text-left" />
          </div>
        </div>
      </section>
    </>
  );
}
