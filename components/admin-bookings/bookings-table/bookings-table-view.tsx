"use client";

import { useMemo, useState } from "react";
import { FileText } from "lucide-react";

import type { AdminBooking } from "@/lib/types/bookings";
import type { BookingEmailActivity } from "@/lib/types/booking-emails";
import type { AdminBookingStats } from "@/lib/bookings/admin-view";
import { adminExportQuery, type AdminBookingListState, type ManagementTab } from "@/lib/bookings/admin-query";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { BookingDetailsDialog } from "../booking-details-dialog";
import { BookingsHeader } from "../bookings-header";
import { useAdminBookings } from "../use-admin-bookings";
import { useListNavigation } from "../use-list-navigation";
import { BookingsListTab, LIST_PATH } from "./bookings-list-tab";
import { EmailLogTable } from "./email-log-table";
import { OverviewTab } from "./overview-tab";
import { SendEmailDialog } from "./send-email-dialog";

/**
 * Admin Booking Management (/bookings-old, admin spec §2.4): Overview, Bookings (search, filters,
 * one page of the table, CSV export of the filtered list) and Email Tracking; a printable report.
 * Everything comes from the address (`?tab=&q=&status=&payment=&kind=&sort=&size=&page=`),
 * rendered on the server.
 */
export function BookingsTableView({
  stats,
  recent,
  page,
  emails,
  state,
  tab: addressTab,
  keep,
}: {
  stats: AdminBookingStats;
  recent: AdminBooking[];
  page: { items: AdminBooking[]; total: number; capped: boolean };
  emails: BookingEmailActivity;
  state: AdminBookingListState;
  tab: ManagementTab;
  /** Other address parameters of the page (the occupancy grid's). */
  keep: Record<string, string | undefined>;
}) {
  const { bookings, loading, refetch, changePayment } = useAdminBookings(page.items);
  // The tab shown follows the address when it changes (a page kept mounted, Back, a link).
  const [tab, setTab] = useState<ManagementTab>(addressTab);
  const [lastTab, setLastTab] = useState(addressTab);
  if (lastTab !== addressTab) {
    setLastTab(addressTab);
    setTab(addressTab);
  }
  const listKeep = useMemo(() => ({ ...keep, tab: "bookings" }), [keep]);
  const navigation = useListNavigation(LIST_PATH, state, listKeep);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [emailFor, setEmailFor] = useState<string | null>(null);

  const details = bookings.find((b) => b.id === detailsId) ?? recent.find((b) => b.id === detailsId) ?? null;
  const emailBooking = bookings.find((b) => b.id === emailFor) ?? null;

  /** The tab is part of the address (Back and reload return to it) without a new server render. */
  function chooseTab(value: string) {
    const next = value as ManagementTab;
    setTab(next);
    const url = new URL(window.location.href);
    if (next === "overview") url.searchParams.delete("tab");
    else url.searchParams.set("tab", next);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
    // The e-mail log is read again when shown: an e-mail queued or sent since this page was drawn appears.
    if (next === "emails") refetch();
  }

  return (
    <div className="container-page py-10 sm:py-12">
      <BookingsHeader
        title="Booking Management"
        description="Bookings, payments and the e-mails sent about them."
        loading={loading}
        onRefresh={refetch}
        exportQuery={adminExportQuery(state)}
        exportLabel="Export"
      >
        <Button variant="outline" asChild>
          <Link href="/bookings-old/report" target="_blank">
            <FileText aria-hidden="true" />
            Generate Report
          </Link>
        </Button>
      </BookingsHeader>

      <Tabs value={tab} onValueChange={chooseTab} className="mt-8">
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="bookings">Bookings</TabsTrigger>
          <TabsTrigger value="emails">Email Tracking</TabsTrigger>
        </TabsList>

        <TabsContent value="overview" className="mt-6">
          <OverviewTab stats={stats} emailTotals={emails.totals} recent={recent} onShowTab={chooseTab} />
        </TabsContent>

        <TabsContent value="bookings" className="mt-6">
          <BookingsListTab
            bookings={bookings}
            page={page}
            emailCounts={emails.counts}
            state={state}
            keep={listKeep}
            navigation={navigation}
            onDetails={(b) => setDetailsId(b.id)}
            onEmail={(b) => setEmailFor(b.id)}
          />
        </TabsContent>

        <TabsContent value="emails" className="mt-6">
          <EmailLogTable logs={emails.recent} empty="No emails sent yet." testId="email-log-table" />
        </TabsContent>
      </Tabs>

      <BookingDetailsDialog
        booking={details}
        onOpenChange={(open) => !open && setDetailsId(null)}
        onPaymentChange={changePayment}
      >
        <section aria-labelledby="email-history" className="mt-2">
          <h3 id="email-history" className="font-semibold">
            Email History
          </h3>
          <div className="mt-2">
            <EmailLogTable
              logs={details ? (emails.history[details.id] ?? []) : []}
              empty="No emails for this booking yet."
              compact
            />
          </div>
        </section>
      </BookingDetailsDialog>
      <SendEmailDialog booking={emailBooking} onOpenChange={(open) => !open && setEmailFor(null)} />
    </div>
  );
}
