"use client";

import * as React from "react";
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

import { formatCount, formatUsd } from "@/lib/format";
import type { ContentAnalytics } from "@/lib/catalogue/admin-analytics";
import { monthAxisLabels } from "@/lib/catalogue/month-axis";

/** The Analytics tab's booking charts (lib/server/analytics/booking-figures.ts bookingCharts). */
export interface BookingChartsView {
  months: { month: string; bookings: number; revenue: number }[];
  /** The most booked hotels (a bounded top list). */
  occupancy: { hotel: string; bookedNights: number; occupancy: number }[];
}

/** The Overview's booking figures (bookingSummary). */
export interface BookingSummaryView {
  recent: {
    id: string;
    reference: string;
    property: string;
    customerName: string;
    status: string;
    totalPrice: number;
    createdAt: string;
  }[];
  last30: number;
  previous30: number;
}

/** The dashboard's Analytics tab (admin spec §2.1 figures, plus booking charts). */
export function AnalyticsPanel({
  analytics,
  figures,
  hotelQuery = "",
}: {
  analytics: ContentAnalytics;
  figures: BookingChartsView;
  hotelQuery?: string;
}) {
  const facts = [
    {
      label: "Most popular hotel",
      value: analytics.mostPopularHotel
        ? `${analytics.mostPopularHotel.name} (${formatCount(analytics.mostPopularHotel.reviews)} reviews)`
        : "—",
    },
    {
      label: "Top destination",
      value: analytics.topDestination
        ? `${analytics.topDestination.name} (${formatCount(analytics.topDestination.hotels)} hotels)`
        : "—",
    },
    {
      label: "Best promotion",
      value: analytics.bestPromotion
        ? `${analytics.bestPromotion.title} (${analytics.bestPromotion.discount}% off)`
        : "—",
    },
    { label: "Total potential revenue (30 days)", value: formatUsd(analytics.potentialRevenue) },
    { label: "Promotion savings (per night)", value: formatUsd(analytics.promotionSavings) },
    { label: "Average discount", value: `${analytics.averageDiscount}%` },
  ];
  const labels = monthAxisLabels(figures.months.map((m) => m.month));
  const months = figures.months.map((m, i) => ({ ...m, label: labels[i] }));
  return (
    <div className="grid gap-6" data-testid="analytics">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map((f) => (
          <div key={f.label} className="rounded-2xl border border-border/70 bg-card p-5 shadow-soft">
            <dt className="text-sm text-muted-foreground">{f.label}</dt>
            <dd className="tabular mt-1 text-lg font-semibold">{f.value}</dd>
          </div>
        ))}
      </dl>
      {/* The occupancy chart's hotel search: the server narrows the most booked hotels to these names. */}
      <form method="get" className="flex flex-wrap items-end gap-2" data-testid="occupancy-search">
        <input type="hidden" name="tab" value="analytics" />
        <label className="grid gap-1 text-sm">
          <span className="text-muted-foreground">Occupancy of hotels named</span>
          <input
            name="q"
            defaultValue={hotelQuery}
            maxLength={100}
            className="h-9 rounded-md border border-input bg-background px-3"
          />
        </label>
        <button type="submit" className="h-9 rounded-md border border-input px-3 text-sm font-medium">
          Search
        </button>
      </form>
      <div className="grid gap-6 lg:grid-cols-2">
        <Chart title="Bookings per month (last 12 months)" testId="chart-bookings">
          <BarChart data={months}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" fontSize={11} interval={0} />
            <YAxis allowDecimals={false} fontSize={12} width={32} />
            <Tooltip />
            <Bar
              dataKey="bookings"
              name="Bookings"
              fill="var(--color-primary)"
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </Chart>
        <Chart title="Revenue per month (USD, not cancelled)" testId="chart-revenue">
          <LineChart data={months}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" fontSize={11} interval={0} />
            <YAxis fontSize={12} width={56} />
            <Tooltip formatter={(v) => formatUsd(Number(v))} />
            <Line
              dataKey="revenue"
              name="Revenue"
              stroke="var(--color-coral)"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </Chart>
        <Chart
          title="Occupancy per hotel, most booked first (booked nights in the last 30 days)"
          testId="chart-occupancy"
          wide
          height={Math.max(256, figures.occupancy.length * 32 + 48)}
        >
          <BarChart data={figures.occupancy} layout="vertical" margin={{ left: 16 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" domain={[0, 100]} unit="%" fontSize={12} />
            <YAxis type="category" dataKey="hotel" width={160} fontSize={12} interval={0} />
            <Tooltip
              formatter={(v, _n, p) => `${v}% (${(p.payload as { bookedNights: number }).bookedNights} nights)`}
            />
            <Bar
              dataKey="occupancy"
              name="Occupancy"
              fill="var(--color-primary)"
              radius={[0, 4, 4, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </Chart>
      </div>
    </div>
  );
}

function Chart({
  title,
  testId,
  wide,
  height = 256,
  children,
}: {
  title: string;
  testId: string;
  wide?: boolean;
  height?: number;
  children: React.ReactElement;
}) {
  return (
    <figure
      className={`rounded-2xl border border-border/70 bg-card p-5 shadow-soft ${wide ? "lg:col-span-2" : ""}`}
      data-testid={testId}
    >
      <figcaption className="mb-3 text-sm font-semibold">{title}</figcaption>
      <div className="w-full" style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
