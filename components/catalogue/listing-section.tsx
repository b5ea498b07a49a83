import type { Listing, ListingStateBase } from "@/lib/catalogue/listing-state";
import {
  ListingFilterChips,
  ListingFiltersButton,
  ListingResults,
  ListingSortSelect,
} from "@/components/catalogue/listing-kit";

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
  /** The filter sheet's checklist choices. */
  filterNames: string[];
  /** The cards, an empty state or a note, then the pager. */
  children: React.ReactNode;
  /** After the results (the hotels' advisor block). */
  footer?: React.ReactNode;
}

/**
 * A listing's results under its banner: heading, count and the sort and filter controls, the
 * active filters' chips, and the list (skeleton cards while a new one loads).
 */
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
  const headingId = `${listing.name}-results-heading`;
  return (
    <section aria-labelledby={headingId} className="container-page py-10 sm:py-12">
      <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <h2
            id={headingId}
            className="text-[1.75rem] leading-tight font-semibold tracking-tight break-words sm:text-3xl"
          >
            {heading}
          </h2>
          {details}
          <p className="mt-2 text-sm text-muted-foreground" aria-live="polite" data-testid={`${listing.name}-count`}>
            {count}
          </p>
          {available ? (
            <p className="mt-1 text-sm text-foreground/85" data-testid="available-count">
              {available}
            </p>
          ) : null}
        </div>
        <div className="flex items-end gap-3">
          <ListingSortSelect />
          <ListingFiltersButton names={filterNames} />
        </div>
      </div>

      <div className="mt-5">
        <ListingFilterChips />
      </div>

      <div className="mt-6">
        <ListingResults>{children}</ListingResults>
      </div>
      {footer}
    </section>
  );
}
