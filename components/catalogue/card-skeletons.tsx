import { cn } from "@/lib/utils";
import { Skeleton } from "@/components/ui/skeleton";

/** The cards' grids, and loading placeholders with the shapes of the real cards (same aspect ratios and rows). */

function CardShell({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-xl border border-border/70 bg-card shadow-soft",
        className,
      )}
    >
      {children}
    </div>
  );
}

/**
 * A card's placeholder: its picture (`media`: the aspect ratio), the title and place lines
 * (`title`: their widths), the card's own rows (`children`) and its footer row.
 */
function CardSkeleton({
  media,
  title,
  footer,
  footerAlign,
  className,
  children,
}: {
  media: string;
  title: [string, string];
  footer: React.ReactNode;
  footerAlign: "items-end" | "items-center";
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <CardShell className={className}>
      <Skeleton className={cn(media, "w-full rounded-none")} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-2">
          <Skeleton className={cn("h-6", title[0])} />
          <Skeleton className={cn("h-4", title[1])} />
        </div>
        {children}
        <div className={cn("mt-auto flex justify-between border-t border-border/70 pt-4", footerAlign)}>{footer}</div>
      </div>
    </CardShell>
  );
}

/** Chip-shaped placeholders of the given widths. */
function ChipSkeletons({ widths }: { widths: string[] }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {widths.map((width, i) => (
        <Skeleton key={i} className={cn("h-6 rounded-full", width)} />
      ))}
    </div>
  );
}

export function HotelCardSkeleton({ className }: { className?: string }) {
  return (
    <CardSkeleton
      className={className}
      media="aspect-[4/3]"
      title={["w-3/4", "w-1/2"]}
      footerAlign="items-end"
      footer={
        <>
          <Skeleton className="h-11 w-28 rounded-lg md:h-10" />
          <Skeleton className="h-7 w-28" />
        </>
      }
    >
      <div className="flex items-center justify-between">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-5 w-24" />
      </div>
      <ChipSkeletons widths={["w-16", "w-20", "w-14", "w-18"]} />
    </CardSkeleton>
  );
}

export function PromotionCardSkeleton({ className }: { className?: string }) {
  return (
    <CardSkeleton
      className={className}
      media="aspect-[4/3]"
      title={["w-4/5", "w-1/2"]}
      footerAlign="items-end"
      footer={
        <>
          <Skeleton className="h-5 w-20" />
          <div className="flex flex-col items-end gap-1.5">
            <Skeleton className="h-4 w-14" />
            <Skeleton className="h-7 w-28" />
          </div>
        </>
      }
    >
      <Skeleton className="h-5 w-32" />
    </CardSkeleton>
  );
}

export function DestinationCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn("relative flex aspect-[4/5] flex-col justify-end overflow-hidden rounded-xl shadow-soft", className)}
    >
      <Skeleton className="absolute inset-0 rounded-none" />
      <div className="relative flex flex-col gap-3 p-5">
        <Skeleton className="h-6 w-2/3 bg-card/60" />
        <Skeleton className="h-4 w-1/3 bg-card/60" />
        <div className="flex justify-between border-t border-card/40 pt-3">
          <Skeleton className="h-5 w-20 bg-card/60" />
          <Skeleton className="h-5 w-24 bg-card/60" />
        </div>
      </div>
    </div>
  );
}

export function GuestHouseCardSkeleton({ className }: { className?: string }) {
  return (
    <CardSkeleton
      className={className}
      media="aspect-[16/10]"
      title={["w-3/4", "w-1/2"]}
      footerAlign="items-center"
      footer={
        <>
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-11 w-32 rounded-lg md:h-9" />
        </>
      }
    >
      <div className="flex flex-col gap-1.5">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
      <Skeleton className="h-5 w-4/5" />
      <ChipSkeletons widths={["w-16", "w-20", "w-14"]} />
    </CardSkeleton>
  );
}

const SKELETONS = {
  hotel: HotelCardSkeleton,
  promotion: PromotionCardSkeleton,
  destination: DestinationCardSkeleton,
  guestHouse: GuestHouseCardSkeleton,
} as const;

export type CardKind = keyof typeof SKELETONS;

/** The grid classes the home sections and listings use for each kind of card. */
export const CARD_GRID_CLASSES: Record<CardKind, string> = {
  hotel: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
  promotion: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
  destination: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
  guestHouse: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
};

/** Cards in the kind's grid, one list item each (`itemTestId` on each item). */
export function CardGrid<T extends { id: number }>({
  kind,
  items,
  render,
  itemTestId,
  className,
  ...props
}: {
  kind: CardKind;
  items: readonly T[];
  render: (item: T, index: number) => React.ReactNode;
  itemTestId?: string;
  className?: string;
  "data-testid"?: string;
}) {
  return (
    <ul className={cn(CARD_GRID_CLASSES[kind], className)} {...props}>
      {items.map((item, index) => (
        <li key={item.id} data-testid={itemTestId}>
          {render(item, index)}
        </li>
      ))}
    </ul>
  );
}

/** Skeleton cards on the listings (/hotels, /guest-houses) while a list loads (spec: 6 on both). */
export const LISTING_SKELETONS = 6;

/**
 * `count` skeleton cards in the kind's grid, announced once as loading.
 * Spec counts: 3 offers, 3 hotels, 4 destinations, 3 guest houses on home; 6 on listings.
 */
export function CardGridSkeleton({
  kind,
  count,
  label = "Loading…",
  className,
}: {
  kind: CardKind;
  count: number;
  label?: string;
  className?: string;
}) {
  const Item = SKELETONS[kind];
  return (
    <div role="status" aria-live="polite" className={cn(CARD_GRID_CLASSES[kind], className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <Item key={i} />
      ))}
    </div>
  );
}
