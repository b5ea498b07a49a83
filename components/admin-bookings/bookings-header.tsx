"use client";

import { Download, RefreshCw } from "lucide-react";

import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";

/** The CSV export of the bookings a filter query (`adminExportQuery`) selects; "" exports all. */
export const exportHref = (query: string) => `/api/bookings/export${query ? `?${query}` : ""}`;

/**
 * The admin booking pages' heading with Refresh (reads the page again) and the CSV export of the
 * filtered list; `children` are further actions after them.
 */
export function BookingsHeader({
  title,
  description,
  loading,
  onRefresh,
  exportQuery,
  exportLabel,
  children,
}: {
  title: string;
  description: string;
  loading: boolean;
  onRefresh: () => void;
  exportQuery: string;
  exportLabel: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-muted-foreground">{description}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onRefresh} disabled={loading}>
          <RefreshCw className={cn(loading && "motion-safe:animate-spin")} aria-hidden="true" />
          Refresh
        </Button>
        <Button variant="outline" asChild>
          <a href={exportHref(exportQuery)} download>
            <Download aria-hidden="true" />
            {exportLabel}
          </a>
        </Button>
        {children}
      </div>
    </div>
  );
}
