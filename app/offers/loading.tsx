import { Section } from "@/components/home/section";
import { CardGridSkeleton } from "@/components/catalogue/card-skeletons";
import { OffersBanner } from "./banner";
import { STREAM_FALLBACK } from "@/components/catalogue/no-script-stream";

/** Spec §2: 6 skeleton cards while the promotions load. */
export default function OffersLoading() {
  return (
    <div {...{ [STREAM_FALLBACK]: "" }}>
      <OffersBanner />
      <Section title="Current Promotions" subtitle="Every offer below is bookable today. Prices are per night, in USD.">
        <CardGridSkeleton kind="promotion" count={6} label="Loading promotions…" />
      </Section>
    </div>
  );
}
