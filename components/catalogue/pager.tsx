import { ChevronLeft, ChevronRight } from "lucide-react";

import Link from "@/components/ui/link";
import { cn } from "@/lib/utils";
import { pagerEntries } from "@/lib/catalogue/paging";

const itemClass =
  "inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:h-10 md:min-w-10";
const linkClass = cn(itemClass, "border border-input bg-card text-foreground hover:border-primary/40 hover:bg-accent");

export interface ListingPagerProps {
  /** The navigation's accessible name, e.g. "Guest house result pages". */
  label: string;
  /** The page shown (1-based). */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** The address of a page: plain links, so each page can be shared, bookmarked and crawled. */
  hrefFor: (page: number) => string;
  className?: string;
}

/**
 * A listing's pages as links (server-rendered, no script needed): Previous, the first and last
 * pages with those around the current one, and Next. Every page is its own address (`?page=N`),
 * so the browser's back button returns to the page left, and Tab / Enter work as for any link.
 * Nothing when everything fits on one page.
 */
export function ListingPager({ label, page, pageCount, hrefFor, className }: ListingPagerProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <nav aria-label={label} className={cn("flex flex-col items-center gap-3", className)} data-testid="pager">
      <p className="text-sm text-muted-foreground" data-testid="pager-status">
        Page {current} of {pageCount}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 ? (
          <li>
            <Link href={hrefFor(current - 1)} rel="prev" className={linkClass}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              Previous<span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
        {pagerEntries(current, pageCount).map((entry, i) =>
          entry === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={entry}>
              {entry === current ? (
                <span aria-current="page" className={cn(itemClass, "bg-primary text-primary-foreground")}>
                  <span className="sr-only">Page </span>
                  {entry}
                </span>
              ) : (
                <Link href={hrefFor(entry)} className={linkClass} aria-label={`Page ${entry}`}>
                  {entry}
                </Link>
              )}
            </li>
          ),
        )}
        {current < pageCount ? (
          <li>
            <Link href={hrefFor(current + 1)} rel="next" className={linkClass}>
              Next<span className="sr-only"> page</span>
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
