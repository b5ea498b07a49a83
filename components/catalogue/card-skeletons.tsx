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

/** A placeholder bar: its classes (height, width, corners). */
type Bar = string;
/** A row of a card's placeholder: one bar, two bars apart, bars stacked, or chips of these widths. */
type Row = Bar | { apart: [Bar, Bar] } | { stack: Bar[] } | { chips: string[] };

interface CardShape {
  /** The picture's aspect ratio. */
  media: string;
  /** The widths of the title and place lines. */
  title: [string, string];
  rows: Row[];
  /** The footer row: a bar on the left, one or more (stacked) on the right. */
  footer: { align: "items-end" | "items-center"; left: Bar; right: Bar[] };
}

/** The shapes of the cards with a picture on top (components/catalogue/*-card.tsx). */
const SHAPES = {
  hotel: {
    media: "aspect-[4/3]",
    title: ["w-3/4", "w-1/2"],
    rows: [{ apart: ["h-5 w-32", "h-5 w-24"] }, { chips: ["w-16", "w-20", "w-14", "w-18"] }],
    footer: { align: "items-end", left: "h-11 w-28 rounded-lg md:h-10", right: ["h-7 w-28"] },
  },
  promotion: {
    media: "aspect-[4/3]",
    title: ["w-4/5", "w-1/2"],
    rows: ["h-5 w-32"],
    footer: { align: "items-end", left: "h-5 w-20", right: ["h-4 w-14", "h-7 w-28"] },
  },
  guestHouse: {
    media: "aspect-[16/10]",
    title: ["w-3/4", "w-1/2"],
    rows: [{ stack: ["h-4 w-full", "h-4 w-5/6"] }, "h-5 w-4/5", { chips: ["w-16", "w-20", "w-14"] }],
    footer: { align: "items-center", left: "h-5 w-28", right: ["h-11 w-32 rounded-lg md:h-9"] },
  },
} satisfies Record<string, CardShape>;

function SkeletonRow({ row }: { row: Row }) {
  if (typeof row === "string") return <Skeleton className={row} />;
  if ("apart" in row) {
    return (
      <div className="flex items-center justify-between">
        <Skeleton className={row.apart[0]} />
        <Skeleton className={row.apart[1]} />
      </div>
    );
  }
  if ("stack" in row) {
    return (
      <div className="flex flex-col gap-1.5">
        {row.stack.map((bar, i) => (
          <Skeleton key={i} className={bar} />
        ))}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-1.5">
      {row.chips.map((width, i) => (
        <Skeleton key={i} className={cn("h-6 rounded-full", width)} />
      ))}
    </div>
  );
}

/** A card's placeholder in its shape: the picture, the title and place lines, its rows, and the footer row. */
function CardSkeleton({ shape, className }: { shape: CardShape; className?: string }) {
  const { media, title, rows, footer } = shape;
  return (
    <CardShell className={className}>
      <Skeleton className={cn(media, "w-full rounded-none")} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-2">
          <Skeleton className={cn("h-6", title[0])} />
          <Skeleton className={cn("h-4", title[1])} />
        </div>
        {rows.map((row, i) => (
          <SkeletonRow key={i} row={row} />
        ))}
        <div className={cn("mt-auto flex justify-between border-t border-border/70 pt-4", footer.align)}>
          <Skeleton className={footer.left} />
          {footer.right.length === 1 ? (
            <Skeleton className={footer.right[0]} />
          ) : (
            <div className="flex flex-col items-end gap-1.5">
              {footer.right.map((bar, i) => (
                <Skeleton key={i} className={bar} />
              ))}
            </div>
          )}
        </div>
      </div>
    </CardShell>
  );
}

function DestinationCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "relative flex aspect-[4/5] flex-col justify-end overflow-hidden rounded-xl shadow-soft",
        className,
      )}
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

export type CardKind = keyof typeof SHAPES | "destination";

/** The grid classes the home sections and listings use for each kind of card. */
export const CARD_GRID_CLASSES: Record<CardKind, string> = {
  hotel: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
  promotion: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
  destination: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
  guestHouse: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
};

/**
 * Cards after the first row are rendered by the browser only when they come near the screen or
 * the page is idle after loading (`render-when-idle`, app/globals.css): a listing's load does not
 * pay for the style and layout of two dozen cards nobody sees yet.
 */
const RENDERED_AT_ONCE = 3;

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
        <li
          key={item.id}
          data-testid={itemTestId}
          className={index >= RENDERED_AT_ONCE ? "render-when-idle [--render-estimate:30rem]" : undefined}
        >
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
  return (
    <div role="status" aria-live="polite" className={cn(CARD_GRID_CLASSES[kind], className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) =>
        kind === "destination" ? <DestinationCardSkeleton key={i} /> : <CardSkeleton key={i} shape={SHAPES[kind]} />,
      )}
    </div>
  );
}
