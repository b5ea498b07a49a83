import { cn } from "@/lib/utils";
import { Skeleton } from "@/components/ui/skeleton";

/** Loading placeholders with the shapes of the real cards (same aspect ratios and rows). */

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

export function HotelCardSkeleton({ className }: { className?: string }) {
  return (
    <CardShell className={className}>
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-2">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
        <div className="flex items-center justify-between">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-5 w-24" />
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Skeleton className="h-6 w-16 rounded-full" />
          <Skeleton className="h-6 w-20 rounded-full" />
          <Skeleton className="h-6 w-14 rounded-full" />
          <Skeleton className="h-6 w-18 rounded-full" />
        </div>
        <div className="mt-auto flex items-end justify-between border-t border-border/70 pt-4">
          <Skeleton className="h-11 w-28 rounded-lg md:h-10" />
          <Skeleton className="h-7 w-28" />
        </div>
      </div>
    </CardShell>
  );
}

export function PromotionCardSkeleton({ className }: { className?: string }) {
  return (
    <CardShell className={className}>
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-2">
          <Skeleton className="h-6 w-4/5" />
          <Skeleton className="h-4 w-1/2" />
        </div>
        <Skeleton className="h-5 w-32" />
        <div className="mt-auto flex items-end justify-between border-t border-border/70 pt-4">
          <Skeleton className="h-5 w-20" />
          <div className="flex flex-col items-end gap-1.5">
            <Skeleton className="h-4 w-14" />
            <Skeleton className="h-7 w-28" />
          </div>
        </div>
      </div>
    </CardShell>
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
    <CardShell className={className}>
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-2">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
        <div className="flex flex-col gap-1.5">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
        <Skeleton className="h-5 w-4/5" />
        <div className="flex flex-wrap gap-1.5">
          <Skeleton className="h-6 w-16 rounded-full" />
          <Skeleton className="h-6 w-20 rounded-full" />
          <Skeleton className="h-6 w-14 rounded-full" />
        </div>
        <div className="mt-auto flex items-center justify-between border-t border-border/70 pt-4">
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-11 w-32 rounded-lg md:h-9" />
        </div>
      </div>
    </CardShell>
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
