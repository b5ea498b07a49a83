import Image from "next/image";
import Link from "@/components/ui/link";
import { MapPin, ShieldCheck } from "@/components/icons";

import { cn } from "@/lib/utils";
import { shownPicture, type PagePictures } from "@/lib/media/pictures";
import { SoldOutBadge } from "@/components/catalogue/sold-out-badge";
import { formatUsd } from "@/lib/format";
import { taxesText } from "@/lib/catalogue/shown-prices";
import { shownTaxesScope, type ShownPrice } from "@/lib/pricing/stay-quote";

/** The cards' picture widths in a grid of one, two or three columns. */
const CARD_IMAGE_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
/** The pictures' heights at their 800 width, by aspect ratio. */
const IMAGE_HEIGHTS = { "aspect-[4/3]": 600, "aspect-[16/10]": 500 } as const;

export interface CatalogueCardProps {
  /** The whole card is this link (a promotion); otherwise the card is an <article> named by its title. */
  href?: string;
  /** The title's id (an <article>'s name). */
  titleId?: string;
  title: string;
  /** Where the title and the picture link to. */
  titleHref?: string;
  location: string;
  /** The picture ("{title}, {location}" its text unless `pictures` has its own), 800 wide: the hotels' and promotions' 4:3, the guest houses' 16:10. */
  image: { src: string; aspect: keyof typeof IMAGE_HEIGHTS };
  /** The page's uploaded pictures (lib/media/pictures.ts): where the picture loads from, and its own alt text (else "{title}, {location}"). */
  pictures?: PagePictures;
  /** Set on the first cards above the fold. */
  priority?: boolean;
  /** Over the picture's corners: badges, a price. */
  overlay?: React.ReactNode;
  /** The last row, above a rule. */
  footer: React.ReactNode;
  footerAlign: "items-end" | "items-center";
  className?: string;
  /** The card's own rows between the title and the footer. */
  children?: React.ReactNode;
  /** The listing's stay dates have nothing free here: 'Sold out for your dates' after the card's rows. */
  soldOut?: boolean;
  /** Said instead of 'Sold out for your dates' when the party could stay in more rooms. */
  soldOutText?: string;
}

/**
 * The frame every catalogue card shares (hotel, guest house, promotion): the picture (zooming on
 * hover) with what lies over it, the title and the place, the card's rows, and the footer row.
 */
export function CatalogueCard({
  href,
  titleId,
  title,
  titleHref,
  location,
  image,
  pictures,
  priority = false,
  overlay,
  footer,
  footerAlign,
  className,
  children,
  soldOut = false,
  soldOutText,
}: CatalogueCardProps) {
  // Named classes (app/globals.css): a listing repeats them on every card.
  const frame = "group card-frame";
  const photo = shownPicture(pictures, image.src, `${title}, ${location}`);
  const picture = (
    <>
      <Image
        src={photo.src}
        alt={photo.alt}
        width={800}
        height={IMAGE_HEIGHTS[image.aspect]}
        sizes={CARD_IMAGE_SIZES}
        loading={priority ? "eager" : undefined}
        className="card-photo"
      />
      {overlay}
    </>
  );
  const pictureClass = cn("relative block overflow-hidden bg-muted", image.aspect);
  const body = (
    <div className="flex flex-1 flex-col gap-3 p-5">
      <div className="flex flex-col gap-1">
        <h3
          id={titleId}
          className={cn("text-lg leading-snug font-semibold", href && "transition-colors group-hover:text-primary")}
        >
          {titleHref ? (
            <Link
              href={titleHref}
              className="rounded-sm outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
          <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{location}</span>
        </p>
      </div>
      {children}
      {soldOut ? <SoldOutBadge text={soldOutText} /> : null}
      <div className={cn("mt-auto flex justify-between gap-3 border-t border-border/70 pt-4", footerAlign)}>
        {footer}
      </div>
    </div>
  );

  if (href) {
    return (
      <Link
        href={href}
        className={cn(frame, "outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50", className)}
      >
        <div className={pictureClass}>{picture}</div>
        {body}
      </Link>
    );
  }
  return (
    <article aria-labelledby={titleId} className={cn(frame, className)}>
      {titleHref ? (
        <Link href={titleHref} tabIndex={-1} className={pictureClass}>
          {picture}
        </Link>
      ) : (
        <div className={pictureClass}>{picture}</div>
      )}
      {body}
    </article>
  );
}

/**
 * "$420 / night", the price large ("from $420 / night" for a hotel: its cheapest room type's);
 * "/ night on average" when the searched stay's nights are not all at one rate.
 */
export function NightlyPrice({
  price,
  from = false,
  average = false,
}: {
  price: number;
  from?: boolean;
  average?: boolean;
}) {
  return (
    <>
      {from ? <span className="text-sm text-muted-foreground">from </span> : null}
      <span className="tabular text-xl font-bold text-foreground" data-testid="shown-rate">
        {formatUsd(price)}
      </span>
      <span className="text-sm text-muted-foreground">{average ? " / night on average" : " / night"}</span>
    </>
  );
}

/**
 * "+ $52.70 taxes and charges" beside a rate (docs/pricing.md), and what it is for ("for 3 nights,
 * 2 guests", or "for 1 night, 2 adults" without a searched stay). Nothing when the destination
 * charges nothing on top.
 */
export function PriceTaxes({ price, className }: { price: ShownPrice; className?: string }) {
  if (price.taxesCents <= 0) return null;
  return (
    <span className={cn("block text-xs text-muted-foreground", className)} data-testid="price-taxes">
      <span className="tabular">{taxesText(price)}</span> <span className="tabular">{shownTaxesScope(price)}</span>
    </span>
  );
}

/** A card's line on the cancellation terms of the listing's stay dates. */
export function CardTerms({ text }: { text: string }) {
  return (
    <p className="flex items-start gap-1.5 text-sm font-medium text-primary" data-testid="card-terms">
      <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
