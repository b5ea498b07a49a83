import { Section } from "@/components/home/section";
import { CardGridSkeleton } from "@/components/catalogue/card-skeletons";
import { OffersBanner } from "./banner";

/** Spec §2: 6 skeleton cards while the promotions load. */
export default function OffersLoading() {
  return (
    <>
      <OffersBanner />
      <Section title="Current Promotions" subtitle="Every offer below is bookable today. Prices are per night, in USD.">
        <CardGridSkeleton kind="promotion" count={6} label="Loading promotions…" />
      </Section>
    </>
  );
}
