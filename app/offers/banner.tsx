import { Tag } from "@/components/icons";
import { PageBanner } from "@/components/content/page-banner";

/** The /offers banner, shared by the page and its loading screen. */
export function OffersBanner() {
  return (
    <PageBanner
      eyebrow={
        <>
          <Tag className="size-4" aria-hidden="true" />
          Special Offers
        </>
      }
      title="Deals worth packing for"
      subtitle="Limited-time rates on overwater villas, island guest houses and clifftop suites: the same rooms, for less."
      image="/images/promotions/moonreef-early-bird-overwater-1.webp"
      imageAlt="Overwater villas on stilts above a calm lagoon at sunset"
    />
  );
}
