"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { CalendarDays, Loader2, MapPin, Search, Users, type LucideIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { SEARCH_LOCATIONS } from "@/lib/catalogue/locations";
import {
  GUEST_OPTIONS,
  guestsOptionForParty,
  initialSearchValues,
  searchHref,
  type SearchAddressStart,
  type SearchErrors,
  type SearchFormValues,
} from "@/lib/catalogue/search-form";
import { addDays } from "@/lib/pricing/dates";
import { useVisitorToday } from "@/components/hooks/use-visitor-today";
import { useReadyMark } from "@/components/hooks/use-ready-mark";
import { SelectOptions } from "@/components/ui/native-select";

// The shared schema (zod) and the toasts load on the first interaction, so the home page's
// first-load JavaScript does not carry them.
const loadSchema = () => import("@/lib/validation/search");
const loadToast = () => import("@/components/ui/sonner").then((m) => m.toast);
const FIELDS = ["location", "checkIn", "checkOut", "guests"] as const;

export interface HotelSearchCardProps {
  /** The server's day ("yyyy-MM-dd"); corrected to the visitor's own day once hydrated. */
  today: string;
  /** The address's search (checked by the page, lib/validation/search.ts): the card starts from it. */
  address?: SearchAddressStart;
  className?: string;
}

/**
 * The home search card: location, dates, guests → /hotels. A real `<form method="get"
 * action="/hotels">` (lib/catalogue/search-form.ts), so it searches without JavaScript and before
 * hydration; the browser's own checks (required, first days) apply then. Once hydrated it checks
 * the fields with the shared schema (messages under the fields) and opens the same address itself.
 * The fields are uncontrolled: what a visitor chose before hydration stays chosen.
 */
export function HotelSearchCard({ today, address = {}, className }: HotelSearchCardProps) {
  const router = useRouter();
  // The visitor's own "today" once hydrated (the server only knows its own day). Untouched date
  // fields follow it (a field's default value moves its value until the visitor edits it).
  const currentToday = useVisitorToday(today);
  const start = initialSearchValues(currentToday, address);
  // A party from the address that none of the four options is ("3 adults, 1 child") gets its own.
  const party =
    address.adults !== undefined || address.children !== undefined
      ? guestsOptionForParty(address.adults ?? 2, address.children ?? 0, address.rooms ?? 1)
      : null;
  const [checkIn, setCheckIn] = React.useState<string | null>(null);
  const [errors, setErrors] = React.useState<SearchErrors>({});
  const [submitting, setSubmitting] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);

  // Hydrated, the card checks the fields itself (with the spec's messages) instead of the browser.
  useReadyMark(formRef);

  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target.name === "checkIn") setCheckIn(target.value);
    if (errors[target.name as keyof SearchFormValues]) setErrors((e) => ({ ...e, [target.name]: undefined }));
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(FIELDS.map((f) => [f, String(data.get(f) ?? "")])) as unknown as SearchFormValues;
    const { hotelSearchFormSchema, searchFormErrors } = await loadSchema();
    const parsed = hotelSearchFormSchema(currentToday).safeParse(values);
    if (!parsed.success) {
      const found = searchFormErrors(parsed.error);
      setErrors(found);
      const first = FIELDS.find((f) => found[f]);
      if (first) document.getElementById(`search-${first}`)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    const toast = await loadToast();
    try {
      toast.success("Search submitted");
      router.push(searchHref(values));
    } catch {
      toast.error("Error", { description: "Failed to process your search. Please try again." });
      setSubmitting(false);
    }
  }

  const field =
    "h-11 w-full rounded-lg border border-input bg-card pr-3 pl-9 text-base shadow-xs outline-none transition-[border-color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm";
  const a11y = (name: keyof SearchFormValues) => ({
    id: `search-${name}`,
    name,
    required: true,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `search-${name}-error` : undefined,
  });
  const chosenCheckIn = checkIn ?? start.checkIn;

  return (
    <form
      ref={formRef}
      method="get"
      action="/hotels"
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={() => void loadSchema()}
      aria-label="Search hotels"
      className={cn(
        "grid gap-4 rounded-2xl border border-border/70 bg-card p-5 text-card-foreground shadow-lift sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1fr_1fr_auto] lg:items-start lg:p-6",
        className,
      )}
    >
      <SearchField name="location" label="Location" icon={MapPin} error={errors.location}>
        <select {...a11y("location")} defaultValue={start.location} className={cn(field, "appearance-none")}>
          <option value="" disabled>
            Choose a location
          </option>
          <SelectOptions options={SEARCH_LOCATIONS} />
        </select>
      </SearchField>
      <SearchField name="checkIn" label="Check-in" icon={CalendarDays} error={errors.checkIn}>
        <input
          type="date"
          {...a11y("checkIn")}
          min={currentToday}
          defaultValue={start.checkIn}
          className={cn(field, "tabular")}
        />
      </SearchField>
      <SearchField name="checkOut" label="Check-out" icon={CalendarDays} error={errors.checkOut}>
        <input
          type="date"
          {...a11y("checkOut")}
          min={chosenCheckIn ? addDays(chosenCheckIn, 1) : currentToday}
          defaultValue={start.checkOut}
          className={cn(field, "tabular")}
        />
      </SearchField>
      <SearchField name="guests" label="Guests" icon={Users} error={errors.guests}>
        <select {...a11y("guests")} defaultValue={start.guests} className={cn(field, "appearance-none")}>
          <option value="" disabled>
            Choose guests
          </option>
          <SelectOptions options={GUEST_OPTIONS} />
          {party?.extra ? <option value={party.value}>{party.label}</option> : null}
        </select>
      </SearchField>
      <Button
        type="submit"
        variant="coral"
        size="lg"
        disabled={submitting}
        className="h-11 sm:col-span-2 lg:col-span-1 lg:mt-[1.625rem]"
      >
        {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
        {submitting ? "Searching..." : "Search"}
      </Button>
    </form>
  );
}

const ICON_CLASS = "pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground";

/** One of the search's fields: its label, its icon over the control, and its error (tied to the control by its aria-describedby). */
function SearchField({
  name,
  label,
  icon: Icon,
  error,
  children,
}: {
  name: keyof SearchFormValues;
  label: string;
  icon: LucideIcon;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`search-${name}`} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Icon className={ICON_CLASS} aria-hidden="true" />
        {children}
      </div>
      {error ? (
        <p id={`search-${name}-error`} className="mt-1 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
