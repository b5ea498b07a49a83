import { ChevronLeft, ChevronRight } from "@/components/icons";

import Link from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button";
import { pagerEntries } from "@/lib/catalogue/paging";
import { cn } from "@/lib/utils";

export interface ResultPagerProps {
  /** The page shown (1-based). */
  page: number;
  totalPages: number;
  /** The address of each page (every page is a real, shareable, crawlable link). */
  hrefFor: (page: number) => string;
  /** What the pages are of, for the navigation's name: "Hotel results pages". */
  label: string;
  className?: string;
}

/**
 * A listing's pagination (any listing: pass the addresses of its pages): Previous, the first and
 * last page numbers with the current one and its neighbours, Next. Plain links, so the browser's
 * back button, new tabs and crawlers work, and Tab / Enter move through it. Nothing is shown for a
 * single page.
 */
export function ResultPager({ page, totalPages, hrefFor, label, className }: ResultPagerProps) {
  if (totalPages <= 1) return null;
  const edge = "min-w-11 px-3";
  return (
    <nav aria-label={label} className={cn("flex flex-col items-center gap-3", className)} data-testid="result-pager">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link
              href={hrefFor(page - 1)}
              rel="prev"
              aria-label="Previous page"
              className={cn(buttonVariants({ variant: "outline" }), edge)}
            >
              <ChevronLeft aria-hidden="true" />
              <span className="hidden sm:inline">Previous</span>
            </Link>
          ) : (
            <span
              aria-disabled="true"
              className={cn(buttonVariants({ variant: "outline" }), edge, "pointer-events-none opacity-50")}
            >
              <ChevronLeft aria-hidden="true" />
              <span className="hidden sm:inline">Previous</span>
            </span>
          )}
        </li>
        {pagerEntries(page, totalPages).map((item, i) =>
          item === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefFor(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? "page" : undefined}
                className={cn(
                  buttonVariants({ variant: item === page ? "default" : "ghost" }),
                  "tabular min-w-11 px-3",
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link
              href={hrefFor(page + 1)}
              rel="next"
              aria-label="Next page"
              className={cn(buttonVariants({ variant: "outline" }), edge)}
            >
              <span className="hidden sm:inline">Next</span>
              <ChevronRight aria-hidden="true" />
            </Link>
          ) : (
            <span
              aria-disabled="true"
              className={cn(buttonVariants({ variant: "outline" }), edge, "pointer-events-none opacity-50")}
            >
              <span className="hidden sm:inline">Next</span>
              <ChevronRight aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
      <p className="text-sm text-muted-foreground tabular" data-testid="pager-status">
        Page {page} of {totalPages}
      </p>
    </nav>
  );
}
