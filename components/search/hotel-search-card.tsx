"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { CalendarDays, Loader2, MapPin, Search, Users } from "lucide-react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { SEARCH_LOCATIONS } from "@/lib/catalogue/locations";
import { GUEST_OPTIONS, defaultSearchValues, searchHref, validateSearch, type SearchErrors, type SearchFormValues } from "@/lib/catalogue/search-form";
import { addDays } from "@/lib/pricing/dates";
import { useHydrated, useVisitorToday } from "@/components/hooks/use-visitor-today";

/**
 * The home search card: location, dates, guests → /hotels. Native controls keep it light and
 * accessible; `today` comes from the server and is corrected to the visitor's own day on mount.
 */
export function HotelSearchCard({ today, className }: { today: string; className?: string }) {
  const router = useRouter();
  // The visitor's own "today" once hydrated (the server only knows its own day).
  const currentToday = useVisitorToday(today);
  const ready = useHydrated();
  // Untouched, the form follows the defaults for that day; the first edit freezes its values.
  const [edited, setEdited] = React.useState<SearchFormValues | null>(null);
  const values = edited ?? defaultSearchValues(currentToday);
  const minDate = currentToday;
  const [errors, setErrors] = React.useState<SearchErrors>({});
  const [submitting, setSubmitting] = React.useState(false);

  const set = (field: keyof SearchFormValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setEdited({ ...values, [field]: value });
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const found = validateSearch(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (Object.keys(found) as (keyof SearchFormValues)[])[0]!;
      document.getElementById(`search-${first}`)?.focus();
      return;
    }
    setSubmitting(true);
    const { toast } = await import("@/components/ui/sonner");
    try {
      toast.success("Search submitted");
      router.push(searchHref(values));
    } catch {
      toast.error("Error", { description: "Failed to process your search. Please try again." });
      setSubmitting(false);
    }
  }

  const field = "h-11 w-full rounded-lg border border-input bg-card pr-3 pl-9 text-base shadow-xs outline-none transition-[border-color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm";
  const icon = "pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground";
  const error = (name: keyof SearchFormValues) =>
    errors[name] ? (
      <p id={`search-${name}-error`} className="mt-1 text-sm font-medium text-destructive">
        {errors[name]}
      </p>
    ) : null;
  const a11y = (name: keyof SearchFormValues) => ({
    id: `search-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `search-${name}-error` : undefined,
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Search hotels"
      data-ready={ready || undefined}
      className={cn("grid gap-4 rounded-2xl border border-border/70 bg-card p-5 text-card-foreground shadow-lift sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1fr_1fr_auto] lg:items-start lg:p-6", className)}
    >
      <div>
        <label htmlFor="search-location" className="mb-1.5 block text-sm font-medium">Location</label>
        <div className="relative">
          <MapPin className={icon} aria-hidden="true" />
          <select {...a11y("location")} value={values.location} onChange={set("location")} className={cn(field, "appearance-none")}>
            <option value="" disabled>Choose a location</option>
            {SEARCH_LOCATIONS.map((l) => (
              <option key={l.value} value={l.value}>{l.label}</option>
            ))}
          </select>
        </div>
        {error("location")}
      </div>
      <div>
        <label htmlFor="search-checkIn" className="mb-1.5 block text-sm font-medium">Check-in</label>
        <div className="relative">
          <CalendarDays className={icon} aria-hidden="true" />
          <input type="date" {...a11y("checkIn")} min={minDate} value={values.checkIn} onChange={set("checkIn")} className={cn(field, "tabular")} />
        </div>
        {error("checkIn")}
      </div>
      <div>
        <label htmlFor="search-checkOut" className="mb-1.5 block text-sm font-medium">Check-out</label>
        <div className="relative">
          <CalendarDays className={icon} aria-hidden="true" />
          <input
            type="date"
            {...a11y("checkOut")}
            min={values.checkIn ? addDays(values.checkIn, 1) : minDate}
            value={values.checkOut}
            onChange={set("checkOut")}
            className={cn(field, "tabular")}
          />
        </div>
        {error("checkOut")}
      </div>
      <div>
        <label htmlFor="search-guests" className="mb-1.5 block text-sm font-medium">Guests</label>
        <div className="relative">
          <Users className={icon} aria-hidden="true" />
          <select {...a11y("guests")} value={values.guests} onChange={set("guests")} className={cn(field, "appearance-none")}>
            <option value="" disabled>Choose guests</option>
            {GUEST_OPTIONS.map((g) => (
              <option key={g.value} value={g.value}>{g.label}</option>
            ))}
          </select>
        </div>
        {error("guests")}
      </div>
      <Button type="submit" variant="coral" size="lg" disabled={submitting} className="h-11 sm:col-span-2 lg:col-span-1 lg:mt-[1.625rem]">
        {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
        {submitting ? "Searching..." : "Search"}
      </Button>
    </form>
  );
}
