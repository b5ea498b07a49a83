import type { DestinationDTO, GuestHouseDTO, HotelDetailDTO } from "@/lib/types/catalogue";
import type { AdminPromotion } from "@/lib/types/admin";
import type { ContentTab } from "@/lib/validation/admin-lists";
import { formatCount, formatUsd } from "@/lib/format";
import { Badge } from "@/components/ui/badge";
import type { Column } from "./content-table";

/** The dashboard's four kinds of content, with what each list holds. */
export interface ContentItems {
  /** With its room type records: the edit dialog's rows. */
  hotel: HotelDetailDTO;
  destination: DestinationDTO;
  promotion: AdminPromotion;
  guestHouse: GuestHouseDTO;
}
export type ContentKind = keyof ContentItems;

/** The add/edit dialog's subject: a kind, and the item when editing. */
export type Editing = { [K in ContentKind]: { kind: K; item?: ContentItems[K] } }[ContentKind];

/** Each kind's API path and the nouns of its toasts ('Hotel created successfully') and confirmation. */
export const CONTENT_API: Record<ContentKind, { path: string; noun: string; label: string }> = {
  hotel: { path: "/api/hotels", noun: "Hotel", label: "hotel" },
  destination: { path: "/api/destinations", noun: "Destination", label: "destination" },
  promotion: { path: "/api/promotions", noun: "Promotion", label: "promotion" },
  guestHouse: { path: "/api/local-tourism", noun: "Local tourism package", label: "guest house" },
};

/** One dashboard list tab (admin spec §2.1): its table's columns, texts and links, and its pager. */
export interface ContentListDef<K extends ContentKind> {
  kind: K;
  tab: ContentTab;
  testId: string;
  caption: string;
  empty: string;
  /** The pager's name and what it counts ("Hotels pages", "25 hotels"). */
  pagerLabel: string;
  noun: string;
  label: (item: ContentItems[K]) => string;
  /** The public page the view button opens. */
  viewHref: (item: ContentItems[K]) => string;
  columns: Column<ContentItems[K]>[];
}

const status = (label: string, active = true) => <Badge variant={active ? "secondary" : "outline"}>{label}</Badge>;

export const HOTEL_LIST: ContentListDef<"hotel"> = {
  kind: "hotel",
  tab: "hotels",
  testId: "hotels-table",
  caption: "Hotels",
  empty: "No hotels found",
  pagerLabel: "Hotels pages",
  noun: "hotels",
  label: (h) => h.name,
  viewHref: (h) => `/hotels/${h.id}`,
  columns: [
    { header: "Hotel", cell: (h) => <span className="font-medium">{h.name}</span> },
    { header: "Location", cell: (h) => h.location },
    { header: "Price", cell: (h) => <span className="tabular">{formatUsd(h.price)}</span> },
    {
      header: "Rating",
      cell: (h) => (
        <span className="tabular">
          ★ {h.rating.toFixed(1)} ({formatCount(h.reviews)})
        </span>
      ),
    },
    { header: "Status", cell: () => status("Active") },
  ],
};

export const DESTINATION_LIST: ContentListDef<"destination"> = {
  kind: "destination",
  tab: "destinations",
  testId: "destinations-table",
  caption: "Destinations",
  empty: "No destinations found",
  pagerLabel: "Destinations pages",
  noun: "destinations",
  label: (d) => d.name,
  viewHref: (d) => `/destinations/${d.id}`,
  columns: [
    { header: "Destination", cell: (d) => <span className="font-medium">{d.name}</span> },
    { header: "Country", cell: (d) => d.country },
    { header: "Hotels", cell: (d) => <span className="tabular">{d.hotels}</span> },
    { header: "From", cell: (d) => <span className="tabular">{formatUsd(d.priceFrom)}</span> },
    { header: "Status", cell: () => status("Featured") },
  ],
};

export const PROMOTION_LIST: ContentListDef<"promotion"> = {
  kind: "promotion",
  tab: "promotions",
  testId: "promotions-table",
  caption: "Promotions",
  empty: "No promotions found",
  pagerLabel: "Promotions pages",
  noun: "promotions",
  label: (p) => p.title,
  viewHref: () => `/offers`,
  columns: [
    { header: "Promotion", cell: (p) => <span className="font-medium">{p.title}</span> },
    { header: "Location", cell: (p) => p.location },
    { header: "Discount", cell: (p) => <span className="tabular">{p.discount}%</span> },
    {
      header: "Price",
      cell: (p) => (
        <span className="tabular">
          {formatUsd(p.discountedPrice)} <s className="text-muted-foreground">{formatUsd(p.originalPrice)}</s>
        </span>
      ),
    },
    {
      header: "Valid",
      cell: (p) => (
        <span className="tabular whitespace-nowrap">
          {p.validFrom} → {p.validUntil}
        </span>
      ),
    },
    { header: "Status", cell: () => status("Active") },
  ],
};

export const GUEST_HOUSE_LIST: ContentListDef<"guestHouse"> = {
  kind: "guestHouse",
  tab: "guest-houses",
  testId: "guest-houses-table",
  caption: "Guest houses",
  empty: "No tourism packages found",
  pagerLabel: "Guest houses pages",
  noun: "guest houses",
  label: (g) => g.title,
  viewHref: (g) => `/guest-house/${g.id}`,
  columns: [
    { header: "Title", cell: (g) => <span className="font-medium">{g.title}</span> },
    { header: "Type", cell: (g) => (g.type === "guest_house" ? "Guest House" : "Resort Day Visit") },
    { header: "Location", cell: (g) => g.location },
    { header: "Price", cell: (g) => <span className="tabular">{formatUsd(g.pricePerNight)}</span> },
    { header: "Status", cell: (g) => status(g.isActive ? "Active" : "Inactive", g.isActive) },
  ],
};
