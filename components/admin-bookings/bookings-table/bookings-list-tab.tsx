"use client";

import { Eye, Mail } from "lucide-react";

import type { AdminBooking, BookingKind, PaymentStatus } from "@/lib/types/bookings";
import type { BookingEmailActivity } from "@/lib/types/booking-emails";
import {
  ADMIN_BOOKING_SORTS,
  ADMIN_PAGE_SIZES,
  PAYMENT_STATUSES,
  adminListHref,
  maxPage,
  type AdminBookingListState,
  type AdminBookingSort,
  type AdminPageSize,
} from "@/lib/bookings/admin-query";
import { formatCount } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/admin/list-controls";
import { BookingHeaderRow, BookingRow } from "../booking-row";
import { BookingSearchForm, FilterSelect } from "../booking-search-form";
import type { useListNavigation } from "../use-list-navigation";

const PAYMENT_FILTER_LABELS: Record<"all" | PaymentStatus, string> = {
  all: "All payments",
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  refunded: "Refunded",
};
const KIND_LABELS: Record<"all" | BookingKind, string> = {
  all: "All types",
  hotel: "Hotels",
  guest_house: "Guest houses",
};
const SORT_LABELS: Record<AdminBookingSort, string> = { newest: "Newest first", oldest: "Oldest first" };

const PAYMENT_OPTIONS = (["all", ...PAYMENT_STATUSES] as const).map((p) => ({
  value: p,
  label: PAYMENT_FILTER_LABELS[p],
}));
const KIND_OPTIONS = (["all", "hotel", "guest_house"] as const).map((k) => ({ value: k, label: KIND_LABELS[k] }));
const SORT_OPTIONS = ADMIN_BOOKING_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }));
const SIZE_OPTIONS = ADMIN_PAGE_SIZES.map((n) => ({ value: n, label: `${n} per page` }));

/** The filters after the status one, in order: each changes its address parameter (keeping the typed search). */
const FILTERS: {
  name: "payment" | "kind" | "sort" | "size";
  label: string;
  options: readonly { value: string | number; label: string }[];
  read: (value: string) => Partial<AdminBookingListState>;
  className?: string;
}[] = [
  {
    name: "payment",
    label: "Filter by payment",
    options: PAYMENT_OPTIONS,
    read: (v) => ({ payment: v as "all" | PaymentStatus }),
  },
  { name: "kind", label: "Filter by type", options: KIND_OPTIONS, read: (v) => ({ kind: v as "all" | BookingKind }) },
  { name: "sort", label: "Sort order", options: SORT_OPTIONS, read: (v) => ({ sort: v as AdminBookingSort }) },
  {
    name: "size",
    label: "Rows per page",
    options: SIZE_OPTIONS,
    read: (v) => ({ size: Number(v) as AdminPageSize }),
    className: "md:w-32",
  },
];

export const LIST_PATH = "/bookings-old";

/**
 * /bookings-old's Bookings tab (admin spec §2.4): search, status, payment, type, sort and page
 * size (each an address, read on the server), one page of the table with each booking's e-mail
 * counts, and the pager (a search counted only up to its cap may go on past the counted pages).
 */
export function BookingsListTab({
  bookings,
  page,
  emailCounts,
  state,
  keep,
  navigation,
  onDetails,
  onEmail,
}: {
  /** The page's bookings as shown now (a status change swaps in the server's reply). */
  bookings: AdminBooking[];
  page: { items: AdminBooking[]; total: number; capped: boolean };
  emailCounts: BookingEmailActivity["counts"];
  state: AdminBookingListState;
  /** The address parameters the list's links and form carry (the tab, the occupancy grid's). */
  keep: Record<string, string | undefined>;
  navigation: ReturnType<typeof useListNavigation>;
  onDetails: (booking: AdminBooking) => void;
  onEmail: (booking: AdminBooking) => void;
}) {
  const from = page.items.length ? (state.page - 1) * state.size + 1 : 0;
  const to = from ? from + page.items.length - 1 : 0;
  const pages = Math.min(maxPage(state.size), Math.max(1, Math.ceil(page.total / state.size)));
  const hasNext =
    state.page < maxPage(state.size) && (state.page < pages || (page.capped && page.items.length === state.size));
  const filter = "md:w-40";
  const { go, search } = navigation;

  return (
    <>
      <BookingSearchForm
        action={LIST_PATH}
        keep={keep}
        navigation={navigation}
        status={state.status}
        className="md:flex-row md:flex-wrap"
        statusClassName={filter}
      >
        {FILTERS.map((f) => (
          <FilterSelect
            key={f.name}
            label={f.label}
            name={f.name}
            value={state[f.name]}
            options={f.options}
            onChange={(v) => go({ q: search.trim(), ...f.read(v) })}
            className={f.className ?? filter}
          />
        ))}
      </BookingSearchForm>
      <p className="mt-3 text-sm text-muted-foreground" aria-live="polite" data-testid="bookings-count">
        {page.total === 0
          ? "No bookings"
          : `Showing ${formatCount(from)}–${formatCount(to)} of ${formatCount(page.total)}${page.capped ? "+" : ""} bookings`}
      </p>
      <div className="relative mt-3 overflow-x-auto rounded-2xl border border-border/70 bg-card shadow-soft">
        <table className="w-full min-w-[56rem] text-left text-sm" data-testid="bookings-table">
          <thead className="border-b bg-muted/40 text-muted-foreground">
            <BookingHeaderRow>
              <th className="px-4 py-3 font-medium">Emails</th>
              <th className="px-4 py-3 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </BookingHeaderRow>
          </thead>
          <tbody className="divide-y">
            {bookings.map((b) => {
              const c = emailCounts[b.id] ?? { sent: 0, failed: 0 };
              return (
                <BookingRow key={b.id} booking={b}>
                  <td className="tabular px-4 py-3" data-testid="email-counts">
                    <span className="text-emerald-700">{c.sent} sent</span> ·{" "}
                    <span className="text-red-700">{c.failed} failed</span>
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`View ${b.reference}`}
                        onClick={() => onDetails(b)}
                      >
                        <Eye aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Send email about ${b.reference}`}
                        onClick={() => onEmail(b)}
                      >
                        <Mail aria-hidden="true" />
                      </Button>
                    </div>
                  </td>
                </BookingRow>
              );
            })}
            {bookings.length === 0 ? (
              <tr>
                <td colSpan={8} className="px-4 py-8 text-center text-muted-foreground">
                  No bookings found.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {pages > 1 || hasNext || state.page > 1 ? (
        <div className="mt-4">
          <Pager
            label="Bookings pages"
            testId="bookings-pagination"
            page={state.page}
            pageCount={Math.max(pages, state.page)}
            capped={page.capped}
            hasNext={hasNext}
            href={(n) => adminListHref(LIST_PATH, { ...state, page: n }, keep)}
            scroll={false}
          />
        </div>
      ) : null}
    </>
  );
}
