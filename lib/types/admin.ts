import type { CatalogueStats } from "@/lib/catalogue/admin-stats";
import type { PromotionDTO } from "./catalogue";

/** A promotion row of the admin table: it also names its hotel (the dialog's hotel picker shows it). */
export type AdminPromotion = PromotionDTO & { hotelName: string | null };

/** One of the Overview's latest content changes. */
export interface ContentChange {
  key: string;
  what: "Hotel" | "Destination" | "Promotion" | "Guest house";
  name: string;
  createdAt: string;
  updatedAt: string;
}

/** The dashboard's stat cards and Overview counts (lib/server/analytics/catalogue-figures.ts). */
export interface CatalogueFigures {
  stats: CatalogueStats;
  /** Promotions running today that end within EXPIRING_WITHIN_DAYS days. */
  expiringSoon: number;
  activeGuestHouses: number;
  /** "+12% in 30 days" and the like: the size now against the size GROWTH_DAYS days ago; absent when there was nothing then. */
  hotelGrowth?: string;
  destinationGrowth?: string;
}

/** The admin hotel pickers' search answer (a server action's result). */
export type HotelNameResult = { ok: true; hotels: { id: number; name: string }[] } | { ok: false; message: string };
