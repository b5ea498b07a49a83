"use client";

import * as React from "react";
import { ChevronLeft, ChevronRight, Pencil, Search, Trash2 } from "lucide-react";

import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatCount } from "@/lib/format";
import { MAX_ADMIN_QUERY } from "@/lib/validation/admin-lists";

/** A dashboard or settings address with its tab, search and page; empty values and page 1 are left out. */
export function tabListHref(pathname: string, state: { tab?: string; q?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (state.tab) params.set("tab", state.tab);
  if (state.q) params.set("q", state.q);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * A table's search box: Enter (or the button) runs the search in the database by changing the
 * address; clearing the box shows the whole list again. `q` is the address's text.
 */
export function ListSearch({
  q,
  label,
  onSearch,
  placeholder = "Search…",
}: {
  q: string;
  label: string;
  onSearch: (q: string) => void;
  placeholder?: string;
}) {
  const [text, setText] = React.useState(q);
  // Back/forward and links change the address: the box follows it.
  const [shownQ, setShownQ] = React.useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setText(q);
  }
  return (
    <form
      role="search"
      aria-label={label}
      className="flex min-w-64 flex-1 gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          name="q"
          aria-label={label}
          placeholder={placeholder}
          className="pl-9"
          maxLength={MAX_ADMIN_QUERY}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // The box's clear button (or deleting everything) shows the whole list again.
            if (!event.target.value && q) onSearch("");
          }}
        />
      </div>
      <Button type="submit" variant="outline">
        Search
      </Button>
    </form>
  );
}

/**
 * The admin tables' pager (dashboard lists, Settings → Room Types, /bookings-old): where the list
 * is ("25 hotels · Page 2 of 3"), then Previous / Next as real addresses (shareable; Back returns).
 * `capped`: the total was counted only up to a cap, so there may be more pages than it says ("+");
 * `hasNext` then says whether a Next page is offered (default: page < pageCount).
 */
export function Pager({
  label,
  summary,
  page,
  pageCount,
  capped = false,
  hasNext = page < pageCount,
  href,
  scroll,
  testId,
}: {
  label: string;
  /** What the list holds, before the page ("25 hotels"). */
  summary?: string;
  page: number;
  pageCount: number;
  capped?: boolean;
  hasNext?: boolean;
  href: (page: number) => string;
  /** false: the window stays where it is when the page changes. */
  scroll?: boolean;
  testId?: string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm" data-testid={testId}>
      <p className="tabular text-muted-foreground" aria-live="polite">
        {summary ? `${summary} · ` : ""}Page {formatCount(page)} of {formatCount(pageCount)}
        {capped ? "+" : ""}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link href={href(page - 1)} scroll={scroll} rel="prev">
              <ChevronLeft aria-hidden="true" /> Previous
            </Link>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled>
            <ChevronLeft aria-hidden="true" /> Previous
          </Button>
        )}
        {hasNext ? (
          <Button asChild variant="outline" size="sm">
            <Link href={href(page + 1)} scroll={scroll} rel="next">
              Next <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled>
            Next <ChevronRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </nav>
  );
}

/** A table row's Edit and Delete buttons, named "Edit {name}" and "Delete {name}". */
export function RowEditDelete({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <Button size="icon-sm" variant="ghost" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button size="icon-sm" variant="ghost" aria-label={`Delete ${name}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" className="text-destructive" />
      </Button>
    </>
  );
}
