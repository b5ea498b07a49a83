import Image from "next/image";
import Link from "@/components/ui/link";
import { ArrowRight, MapPin } from "lucide-react";

import type { PromotionDTO } from "@/lib/types/catalogue";
import { cn } from "@/lib/utils";
import { formatUsd } from "@/lib/format";
import { CARD_IMAGE_SIZES } from "@/components/catalogue/hotel-card";
import { Rating } from "@/components/catalogue/rating";

export interface PromotionCardProps {
  promotion: PromotionDTO;
  className?: string;
  priority?: boolean;
}

/** A deal: the whole card links to /book?promotionId={id}. */
export function PromotionCard({ promotion, className, priority = false }: PromotionCardProps) {
  const discount = Math.round(promotion.discount);
  return (
    <Link
      href={`/book?promotionId=${promotion.id}`}
      className={cn(
        "group flex h-full flex-col overflow-hidden rounded-xl border border-border/70 bg-card text-card-foreground shadow-soft transition-shadow duration-300 outline-none hover:shadow-lift focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        <Image
          src={promotion.image}
          alt={`${promotion.title}, ${promotion.location}`}
          width={800}
          height={600}
          sizes={CARD_IMAGE_SIZES}
          loading={priority ? "eager" : undefined}
          className="size-full object-cover transition-transform duration-500 ease-out motion-safe:group-hover:scale-105"
        />
        <span className="tabular absolute top-3 left-3 rounded-full bg-coral px-3 py-1 text-sm font-bold text-coral-foreground shadow-soft">
          -{discount}%<span className="sr-only"> off</span>
        </span>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-1">
          <h3 className="text-lg leading-snug font-semibold transition-colors group-hover:text-primary">
            {promotion.title}
          </h3>
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{promotion.location}</span>
          </p>
        </div>

        <Rating rating={promotion.rating} reviews={promotion.reviews} />

        <div className="mt-auto flex items-end justify-between gap-3 border-t border-border/70 pt-4">
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-coral">
            View deal
            <ArrowRight className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5" aria-hidden="true" />
          </span>
          <p className="flex flex-col items-end leading-tight">
            <del className="tabular text-sm text-muted-foreground">
              <span className="sr-only">Was </span>
              {formatUsd(promotion.originalPrice)}
            </del>
            <span>
              <span className="sr-only">Now </span>
              <span className="tabular text-xl font-bold text-foreground">{formatUsd(promotion.discountedPrice)}</span>
              <span className="text-sm text-muted-foreground"> / night</span>
            </span>
          </p>
        </div>
      </div>
    </Link>
  );
}
