import { ArrowRight } from "@/components/icons";

import type { PromotionDTO } from "@/lib/types/catalogue";
import { formatUsd } from "@/lib/format";
import { CatalogueCard, NightlyPrice, PriceTaxes } from "@/components/catalogue/card-parts";
import type { ShownPrice } from "@/lib/pricing/stay-quote";
import type { PagePictures } from "@/lib/media/pictures";
import { Rating } from "@/components/catalogue/rating";

export interface PromotionCardProps {
  promotion: PromotionDTO;
  /** Its price with one night's taxes and charges for two adults (lib/catalogue/shown-prices promotionShownPrice). */
  shown: ShownPrice;
  className?: string;
  /** The page's uploaded pictures (one look-up per page): where the card's picture loads from and its alt text. */
  pictures?: PagePictures;
  priority?: boolean;
}

/** A deal: the whole card links to /book?promotionId={id}. */
export function PromotionCard({ promotion, shown, className, pictures, priority = false }: PromotionCardProps) {
  const discount = Math.round(promotion.discount);
  return (
    <CatalogueCard
      href={`/book?promotionId=${promotion.id}`}
      title={promotion.title}
      location={promotion.location}
      image={{ src: promotion.image, aspect: "aspect-[4/3]" }}
      pictures={pictures}
      priority={priority}
      className={className}
      overlay={
        <span className="tabular absolute top-3 left-3 rounded-full bg-coral px-3 py-1 text-sm font-bold text-coral-foreground shadow-soft">
          -{discount}%<span className="sr-only"> off</span>
        </span>
      }
      footerAlign="items-end"
      footer={
        <>
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-coral">
            View deal
            <ArrowRight
              className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </span>
          <p className="flex flex-col items-end leading-tight">
            <del className="tabular text-sm text-muted-foreground">
              <span className="sr-only">Was </span>
              {formatUsd(promotion.originalPrice)}
            </del>
            <span>
              <span className="sr-only">Now </span>
              <NightlyPrice price={promotion.discountedPrice} />
            </span>
            <PriceTaxes price={shown} className="text-right" />
          </p>
        </>
      }
    >
      <Rating rating={promotion.rating} reviews={promotion.reviews} />
    </CatalogueCard>
  );
}
