"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Building2, ClipboardList, MapPinned, Percent, Plus, Settings, Star } from "lucide-react";
import Link from "@/components/ui/link";

import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatCount } from "@/lib/format";
import type { DestinationDTO, GuestHouseDTO, HotelDetailDTO } from "@/lib/types/catalogue";
import type { AdminPromotion, CatalogueFigures, HotelNameResult } from "@/lib/types/admin";
import type { ContentAnalytics } from "@/lib/catalogue/admin-analytics";
import { isContentTab, type AdminPage, type DashboardTab } from "@/lib/validation/admin-lists";
import { ContentFormDialog } from "../content-form-dialog";
import { ListSearch, tabListHref } from "../list-controls";
import { hotelOptions } from "../hotel-options";
import { StatCards } from "../stat-cards";
import { AnalyticsPanel, type BookingChartsView } from "./analytics-panel";
import { contentDialogProps } from "./content-dialogs";
import {
  DESTINATION_LIST,
  GUEST_HOUSE_LIST,
  HOTEL_LIST,
  PROMOTION_LIST,
  type ContentItems,
  type ContentKind,
  type ContentListDef,
  type Editing,
} from "./content-lists";
import { ContentList, TabLoading } from "./content-table";
import { ForceDeleteDialog } from "./force-delete-dialog";
import { OverviewPanel, type OverviewData } from "./overview-panel";
import { useContentActions } from "./use-content-actions";

/**
 * What the page read for the address: the stat cards always, and only the shown tab's part — one
 * page of one table, or the Overview's or the Analytics tab's figures.
 */
export interface DashboardData {
  tab: DashboardTab;
  /** The address's search text ("" for none). */
  q: string;
  figures: CatalogueFigures;
  overview?: OverviewData;
  analytics?: { analytics: ContentAnalytics; charts: BookingChartsView };
  hotels?: AdminPage<HotelDetailDTO>;
  destinations?: AdminPage<DestinationDTO>;
  promotions?: AdminPage<AdminPromotion>;
  guestHouses?: AdminPage<GuestHouseDTO>;
}

const QUICK_ACTIONS: { label: string; kind: ContentKind; tab: string }[] = [
  { label: "Add New Hotel", kind: "hotel", tab: "hotels" },
  { label: "Add Destination", kind: "destination", tab: "destinations" },
  { label: "Create Promotion", kind: "promotion", tab: "promotions" },
  { label: "Add Guest House", kind: "guestHouse", tab: "guest-houses" },
];

/**
 * The admin dashboard's interactive part (admin spec §2.1): search, tabs, tables, dialogs. The tab,
 * the search text and the page live in the address; changing them loads that page from the server.
 */
export function DashboardClient({
  data,
  searchHotels,
}: {
  data: DashboardData;
  searchHotels: (q: string) => Promise<HotelNameResult>;
}) {
  const router = useRouter();
  const [, startTransition] = React.useTransition();
  // The tab switches at once; its rows arrive with the new address.
  const [tab, setTab] = React.useState<string>(data.tab);
  const [addressTab, setAddressTab] = React.useState<string>(data.tab);
  if (addressTab !== data.tab) {
    setAddressTab(data.tab);
    setTab(data.tab);
  }
  const [editing, setEditing] = React.useState<Editing | null>(null);
  const [language, setLanguage] = React.useState("en");
  const hotelSearch = React.useMemo(() => hotelOptions(searchHotels), [searchHotels]);
  const actions = useContentActions(data.hotels?.items);

  const href = (state: { tab: string; q?: string; page?: number }) =>
    tabListHref("/dashboard", { tab: state.tab === "overview" ? undefined : state.tab, q: state.q, page: state.page });
  const go = (state: { tab: string; q?: string; page?: number }) => startTransition(() => router.push(href(state)));
  const pageHref = (page: number) => href({ tab, q: data.q, page });

  function showTab(next: string) {
    setTab(next);
    if (next !== data.tab) go({ tab: next, q: data.q });
  }

  const { stats } = data.figures;
  const cards = [
    { label: "Total Hotels", value: formatCount(stats.totalHotels), note: data.figures.hotelGrowth, icon: Building2 },
    {
      label: "Destinations",
      value: formatCount(stats.destinations),
      note: data.figures.destinationGrowth,
      icon: MapPinned,
    },
    {
      label: "Active Promotions",
      value: formatCount(stats.activePromotions),
      note: `${formatCount(data.figures.expiringSoon)} expiring soon`,
      icon: Percent,
    },
    {
      label: "Avg. Rating",
      value: stats.averageRating.toFixed(1),
      note: `${formatCount(stats.totalReviews)} total reviews`,
      icon: Star,
    },
  ];

  function listTab<K extends ContentKind>(def: ContentListDef<K>, page: AdminPage<ContentItems[K]> | undefined) {
    return (
      <TabsContent value={def.tab} className="grid gap-4">
        <ContentList
          def={def}
          page={page}
          pageHref={pageHref}
          onEdit={(item) => setEditing({ kind: def.kind, item } as Editing)}
          onDelete={(item) => actions.remove(def.kind, item.id)}
        />
      </TabsContent>
    );
  }

  return (
    // minmax(0, 1fr): a wide table scrolls inside its own box instead of widening the page.
    <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8">
      {actions.confirmDialog}
      <StatCards cards={cards} testId="stat-cards" />

      <section aria-labelledby="quick-actions" className="grid gap-3">
        <h2 id="quick-actions" className="text-lg font-semibold">
          Quick actions
        </h2>
        <div className="flex flex-wrap gap-2">
          {QUICK_ACTIONS.map((q) => (
            <Button
              key={q.label}
              variant="outline"
              onClick={() => {
                showTab(q.tab);
                setEditing({ kind: q.kind });
              }}
            >
              <Plus aria-hidden="true" /> {q.label}
            </Button>
          ))}
          {/* The admin screens that have no place in the header bar. */}
          <Button variant="outline" asChild>
            <Link href="/bookings-old">
              <ClipboardList aria-hidden="true" /> Booking management
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link href="/settings">
              <Settings aria-hidden="true" /> Settings
            </Link>
          </Button>
        </div>
      </section>

      <div className="flex flex-wrap items-center gap-3">
        <ListSearch
          q={data.q}
          label="Search hotels, destinations, promotions and guest houses"
          // The search narrows the lists: from the Overview or Analytics it opens the hotels.
          onSearch={(q) => {
            const next = isContentTab(tab) ? tab : "hotels";
            setTab(next);
            go({ tab: next, q });
          }}
        />
        <NativeSelect
          aria-label="Language"
          value={language}
          onChange={(e) => setLanguage(e.target.value)}
          wrapperClassName="w-40"
        >
          <option value="en">English</option>
          <option value="es">Spanish</option>
          <option value="fr">French</option>
          <option value="de">German</option>
        </NativeSelect>
      </div>

      <Tabs value={tab} onValueChange={showTab}>
        <TabsList className="flex-wrap">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="hotels">Hotels</TabsTrigger>
          <TabsTrigger value="destinations">Destinations</TabsTrigger>
          <TabsTrigger value="promotions">Promotions</TabsTrigger>
          <TabsTrigger value="guest-houses">Guest Houses</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          {data.overview ? <OverviewPanel overview={data.overview} figures={data.figures} /> : <TabLoading />}
        </TabsContent>
        {listTab(HOTEL_LIST, data.hotels)}
        {listTab(DESTINATION_LIST, data.destinations)}
        {listTab(PROMOTION_LIST, data.promotions)}
        {listTab(GUEST_HOUSE_LIST, data.guestHouses)}
        <TabsContent value="analytics">
          {data.analytics ? (
            <AnalyticsPanel analytics={data.analytics.analytics} figures={data.analytics.charts} hotelQuery={data.q} />
          ) : (
            <TabLoading />
          )}
        </TabsContent>
      </Tabs>

      {editing ? (
        <ContentFormDialog
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          {...contentDialogProps(editing, hotelSearch)}
          onSubmit={(values) => actions.save(editing.kind, values, editing.item?.id)}
        />
      ) : null}

      <ForceDeleteDialog
        pending={actions.forceDelete}
        onCancel={actions.cancelForceDelete}
        onConfirm={(hotel) => actions.remove("hotel", hotel.id, true)}
      />
    </div>
  );
}
