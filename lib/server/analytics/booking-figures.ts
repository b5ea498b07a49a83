import { addDays, nightsBetween, toYmd } from "@/lib/pricing/dates";
import { fromCents, toCents } from "@/lib/pricing/money";
import { getDb } from "../db/client";

export interface MonthFigure {
  /** "yyyy-MM". */
  month: string;
  bookings: number;
  /** USD, bookings not cancelled. */
  revenue: number;
}

export interface HotelOccupancy {
  hotel: string;
  /** Nights booked (not cancelled) in the last 30 days. */
  bookedNights: number;
  /** bookedNights / 30 as a percent (one room's worth), capped at 100. */
  occupancy: number;
}

export interface RecentBooking {
  id: string;
  reference: string;
  property: string;
  customerName: string;
  status: string;
  totalPrice: number;
  createdAt: string;
}

export interface BookingFigures {
  months: MonthFigure[];
  occupancy: HotelOccupancy[];
  recent: RecentBooking[];
  /** Bookings created in the last 30 days, and in the 30 before. */
  last30: number;
  previous30: number;
}

const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/** The dashboard's booking figures: 12 months of bookings and revenue, occupancy, the latest 5. */
export async function bookingFigures(now = new Date()): Promise<BookingFigures> {
  const db = getDb();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const today = toYmd(now);
  const from30 = addDays(today, -30);
  const from60 = addDays(today, -60);
  const [rows, recentHotel, recentGh] = await Promise.all([
    db.booking.findMany({ where: { createdAt: { gte: start } }, select: { createdAt: true, totalPrice: true, status: true, hotelName: true, checkIn: true, checkOut: true } }),
    db.booking.findMany({ orderBy: { createdAt: "desc" }, take: 5, select: { id: true, reference: true, hotelName: true, customerName: true, status: true, totalPrice: true, createdAt: true } }),
    db.guestHouseBooking.findMany({ orderBy: { createdAt: "desc" }, take: 5, select: { id: true, reference: true, guestHouseTitle: true, customerName: true, status: true, totalPrice: true, createdAt: true } }),
  ]);

  const months: MonthFigure[] = [];
  for (let i = 0; i < 12; i++) {
    months.push({ month: monthKey(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1))), bookings: 0, revenue: 0 });
  }
  const revenueCents = new Map<string, number>();
  const nights = new Map<string, number>();
  let last30 = 0;
  let previous30 = 0;
  for (const b of rows) {
    const key = monthKey(b.createdAt);
    const m = months.find((x) => x.month === key);
    if (m) m.bookings += 1;
    const created = toYmd(b.createdAt);
    if (created > from30) last30 += 1;
    else if (created > from60) previous30 += 1;
    if (b.status === "cancelled") continue;
    revenueCents.set(key, (revenueCents.get(key) ?? 0) + toCents(b.totalPrice));
    // Nights of the stay that fall in the last 30 days.
    const a = toYmd(b.checkIn) > from30 ? toYmd(b.checkIn) : from30;
    const z = toYmd(b.checkOut) < today ? toYmd(b.checkOut) : today;
    if (z > a) nights.set(b.hotelName, (nights.get(b.hotelName) ?? 0) + nightsBetween(a, z));
  }
  for (const m of months) m.revenue = fromCents(revenueCents.get(m.month) ?? 0);

  const recent = [
    ...recentHotel.map((b) => ({ id: b.id, reference: b.reference, property: b.hotelName, customerName: b.customerName, status: b.status, totalPrice: fromCents(toCents(b.totalPrice)), createdAt: b.createdAt.toISOString() })),
    ...recentGh.map((b) => ({ id: b.id, reference: b.reference, property: b.guestHouseTitle, customerName: b.customerName, status: b.status, totalPrice: fromCents(toCents(b.totalPrice)), createdAt: b.createdAt.toISOString() })),
  ]
    .sort((x, y) => y.createdAt.localeCompare(x.createdAt))
    .slice(0, 5);

  const hotels = await db.hotel.findMany({ select: { name: true }, orderBy: { id: "asc" } });
  const occupancy = hotels.map((h) => {
    const bookedNights = nights.get(h.name) ?? 0;
    return { hotel: h.name, bookedNights, occupancy: Math.min(100, Math.round((bookedNights / 30) * 100)) };
  });

  return { months, occupancy, recent, last30, previous30 };
}
