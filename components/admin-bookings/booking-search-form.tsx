"use client";

import { useId } from "react";
import { Search } from "lucide-react";

import { ADMIN_SEARCH_MAX } from "@/lib/bookings/admin-query";
import { STATUS_FILTERS, STATUS_FILTER_LABELS, type StatusFilter } from "@/lib/bookings/admin-view";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, SelectOptions } from "@/components/ui/native-select";
import { KeepFields } from "./keep-fields";
import type { useListNavigation } from "./use-list-navigation";

/** One of the list's filters: a labelled select (the label is for screen readers). */
export function FilterSelect<T extends string | number>({
  label,
  name,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <NativeSelect id={id} name={name} value={String(value)} onChange={(e) => onChange(e.target.value)}>
        <SelectOptions options={options} />
      </NativeSelect>
    </div>
  );
}

/**
 * The admin booking lists' search (guest, e-mail, reference, property) and status filter, as a
 * plain GET form to `action` (it works before script loads; with script the hook navigates).
 * `children`: further filters, between the status filter and the Search button.
 */
export function BookingSearchForm({
  action,
  keep,
  navigation: { go, search, setSearch, submit },
  status,
  className,
  statusClassName,
  children,
}: {
  action: string;
  /** The page's other address parameters, carried through the form. */
  keep: Record<string, string | undefined>;
  /** The list's navigation by address (useListNavigation): typing searches, a status goes at once. */
  navigation: ReturnType<typeof useListNavigation>;
  status: StatusFilter;
  className?: string;
  statusClassName?: string;
  children?: React.ReactNode;
}) {
  const id = useId();
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label="Bookings"
      className={cn("flex flex-col gap-3", className)}
      onSubmit={submit}
    >
      <KeepFields values={keep} />
      <div className="relative min-w-[14rem] flex-1">
        <Label htmlFor={id} className="sr-only">
          Search bookings
        </Label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          name="q"
          type="search"
          maxLength={ADMIN_SEARCH_MAX}
          placeholder="Search by guest, e-mail, reference or property"
          className="pl-9"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <FilterSelect
        label="Filter by status"
        name="status"
        value={status}
        options={STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_FILTER_LABELS[s] }))}
        onChange={(value) => go({ q: search.trim(), status: value as StatusFilter })}
        className={statusClassName}
      />
      {children}
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
