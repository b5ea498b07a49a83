import type { Listing, ListingStateBase } from "@/lib/catalogue/listing-state";
import {
  ListingAnnouncer,
  ListingCountAnnouncement,
  ListingFilterChips,
  ListingFilterNames,
  ListingFiltersButton,
  ListingResults,
  ListingSortSelect,
} from "@/components/catalogue/listing-kit";

/*
 * A listing's results under its banner, in two parts. Each search, sort, filter or page of a
 * listing is its own route (lib/catalogue/listing-rewrites.mjs), so the page below is replaced on
 * every change; what the visitor works with stays put in the listing's layout (ListingFrame): the
 * sort and filter controls (focus and an open filter sheet survive a change), the active filters'
 * chips, and the live region that says the new count. The page (ListingSection) brings the
 * heading, the count and the list, placed into the frame's grid, and hands the frame the filter
 * sheet's choices (the sheet is only drawn in the browser, when opened).
 */

/** The grid rows: the page's summary, the controls, the chips, the page's list, its footer. */
export const LISTING_ROWS = {
  summary: "row-start-1 min-w-0 md:col-start-1",
  controls: "row-start-2 mt-5 flex items-end gap-3 md:col-start-2 md:row-start-1 md:mt-0 md:self-end",
  chips: "row-start-3 mt-5 md:col-span-2",
  list: "row-start-4 mt-6 md:col-span-2",
  footer: "row-start-5 md:col-span-2",
} as const;

/** In the listing's layout: the frame, its controls and the page. */
export function ListingFrame<S extends ListingStateBase>({
  listing,
  children,
}: {
  listing: Listing<S>;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${listing.name}-results-heading`}
      className="container-page grid grid-cols-1 py-10 sm:py-12 md:grid-cols-[minmax(0,1fr)_auto] md:gap-x-5"
    >
      <div className={LISTING_ROWS.controls}>
        <ListingSortSelect />
        <ListingFiltersButton />
      </div>
      <div className={LISTING_ROWS.chips}>
        <ListingFilterChips />
      </div>
      <ListingAnnouncer />
      {children}
    </section>
  );
}

export interface ListingSectionProps<S extends ListingStateBase> {
  listing: Listing<S>;
  /** The list's heading (spec §2: 'All Hotels', 'Search results for "…"'). */
  heading: string;
  /** Under the heading, before the count: what the search asked for. */
  details?: React.ReactNode;
  /** The count line ('Showing N properties'). */
  count: string;
  /** With stay dates: how many of the page shown are free. */
  available?: string | null;
  /** The filter sheet's checklist choices (handed to the frame's filter button). */
  filterNames: string[];
  /** The cards, an empty state or a note, then the pager. */
  children: React.ReactNode;
  /** After the results (the hotels' advisor block). */
  footer?: React.ReactNode;
}

/** In the listing's page: heading, count and the list (skeleton cards while a new one loads), in the frame's grid. */
export function ListingSection<S extends ListingStateBase>({
  listing,
  heading,
  details,
  count,
  available,
  filterNames,
  children,
  footer,
}: ListingSectionProps<S>) {
  return (
    <>
      <div className={LISTING_ROWS.summary}>
        <h2
          id={`${listing.name}-results-heading`}
          className="text-[1.75rem] leading-tight font-semibold tracking-tight break-words sm:text-3xl"
        >
          {heading}
        </h2>
        {details}
        <p className="mt-2 text-sm text-muted-foreground" data-testid={`${listing.name}-count`}>
          {count}
        </p>
        <ListingCountAnnouncement text={available ? `${count}. ${available}` : count} />
        <ListingFilterNames names={filterNames} />
        {available ? (
          <p className="mt-1 text-sm text-foreground/85" data-testid="available-count">
            {available}
          </p>
        ) : null}
      </div>
      <div className={LISTING_ROWS.list}>
        <ListingResults>{children}</ListingResults>
      </div>
      {footer ? <div className={LISTING_ROWS.footer}>{footer}</div> : null}
    </>
  );
}
