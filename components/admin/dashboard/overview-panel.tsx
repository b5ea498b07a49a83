import type { HotelDTO } from "@/lib/types/catalogue";
import type { CatalogueFigures, ContentChange } from "@/lib/types/admin";
import { formatCount, formatUsd } from "@/lib/format";
import type { BookingSummaryView } from "./analytics-panel";

export interface OverviewData {
  summary: BookingSummaryView;
  changes: ContentChange[];
  hotels: HotelDTO[];
  /** Bookings of the last 30 days against the 30 before, in percent (null: none before). */
  bookingGrowth: number | null;
}

const panel = "rounded-2xl border border-border/70 bg-card p-5 shadow-soft";

/** The dashboard's Overview tab (admin spec §2.1): performance summary, recent activity, the first hotels. */
export function OverviewPanel({ overview, figures }: { overview: OverviewData; figures: CatalogueFigures }) {
  const growth = overview.bookingGrowth;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className={panel}>
        <h2 className="text-lg font-semibold">Performance summary</h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
          <dt className="text-muted-foreground">Bookings, last 30 days</dt>
          <dd className="tabular font-medium">
            {formatCount(overview.summary.last30)}
            {growth !== null ? ` (${growth >= 0 ? "+" : ""}${growth}% vs previous 30 days)` : ""}
          </dd>
          <dt className="text-muted-foreground">Promotions expiring within 14 days</dt>
          <dd className="tabular font-medium">{formatCount(figures.expiringSoon)}</dd>
          <dt className="text-muted-foreground">Active guest houses</dt>
          <dd className="tabular font-medium">{formatCount(figures.activeGuestHouses)}</dd>
        </dl>
      </section>
      <section className={panel}>
        <h2 className="text-lg font-semibold">Recent activity</h2>
        {overview.summary.recent.length ? (
          <ul className="mt-3 grid gap-2 text-sm">
            {overview.summary.recent.map((b) => (
              <li key={b.id} className="flex justify-between gap-3">
                <span>
                  <span className="font-medium">{b.customerName}</span> booked {b.property}{" "}
                  <span className="text-muted-foreground">
                    ({b.reference}, {b.status})
                  </span>
                </span>
                <span className="tabular">{formatUsd(b.totalPrice)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-muted-foreground">No bookings yet.</p>
        )}
        <h3 className="mt-5 text-sm font-semibold">Latest content changes</h3>
        <ul className="mt-2 grid gap-1 text-sm" data-testid="content-changes">
          {overview.changes.map((c) => (
            <li key={c.key}>
              {c.what} <span className="font-medium">{c.name}</span>{" "}
              {c.updatedAt.slice(0, 19) === c.createdAt.slice(0, 19) ? "added" : "updated"}{" "}
              <span className="tabular text-muted-foreground">{c.updatedAt.slice(0, 10)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={`${panel} lg:col-span-2`}>
        <h2 className="text-lg font-semibold">Hotels</h2>
        <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          {overview.hotels.map((h) => (
            <li key={h.id} className="rounded-xl border p-3">
              <p className="font-medium">{h.name}</p>
              <p className="text-muted-foreground">{h.location}</p>
              <p className="tabular mt-1">
                {formatUsd(h.price)} / night · ★ {h.rating.toFixed(1)}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
