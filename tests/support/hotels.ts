import { addDays, todayYmd } from "@/lib/pricing";
import { getDb } from "@/lib/server/db/client";

let made = 0;

/**
 * A hotel of the test's own with one room type of `units` rooms (`roomType`, its row), named
 * "`label` Hotel n" in "`label` Atoll, Maldives": a booking target no other test of the file
 * shares. `alsoListed`: room type names the hotel lists without a RoomType row.
 */
export async function hotelWithRoom({
  label,
  units,
  price = 180,
  room = "Lagoon Room",
  alsoListed = [],
}: {
  label: string;
  units: number;
  price?: number;
  room?: string;
  alsoListed?: string[];
}) {
  const db = getDb();
  const hotel = await db.hotel.create({
    data: {
      name: `${label} Hotel ${++made}`,
      location: `${label} Atoll, Maldives`,
      price,
      image: "/images/placeholder.webp",
      roomTypes: [room, ...alsoListed],
    },
  });
  const roomType = await db.roomType.create({ data: { hotelId: hotel.id, name: room, basePrice: price, units } });
  return { ...hotel, roomType };
}

/**
 * A guest house of the test's own, "`label` House n" in Maafushi, with one "Standard Room" of
 * `units` rooms (room only, up to 4 guests): what guestHouseBookingBody books by default.
 */
export function houseWithRoom({
  label,
  units,
  pricePerNight = 50,
  minimumStay,
}: {
  label: string;
  units: number;
  pricePerNight?: number;
  minimumStay?: number;
}) {
  return getDb().guestHouse.create({
    data: {
      title: `${label} House ${++made}`,
      type: "guest_house",
      location: "Maafushi, Maldives",
      mainImage: "/images/placeholder.webp",
      pricePerNight,
      maxGuests: 4,
      minimumStay,
      roomTypes: [{ name: "Standard Room", price: 0, units }],
      mealPlans: [{ name: "Room Only", price: 0 }],
    },
  });
}

/**
 * An offer for `hotel` of 20% off its price, running from yesterday for 60 days, titled
 * "`label` Offer n", for at most `maxBookings` bookings (0: no cap).
 */
export function offerFor(
  hotel: { id: number; location: string; price: { toString(): string } },
  { label, maxBookings }: { label: string; maxBookings: number },
) {
  const price = Number(hotel.price);
  const today = todayYmd();
  return getDb().promotion.create({
    data: {
      title: `${label} Offer ${++made}`,
      image: "/images/placeholder.webp",
      location: hotel.location,
      hotelId: hotel.id,
      discount: 20,
      originalPrice: price,
      discountedPrice: (price * 80) / 100,
      validFrom: new Date(`${addDays(today, -1)}T00:00:00Z`),
      validUntil: new Date(`${addDays(today, 60)}T00:00:00Z`),
      maxBookings,
    },
  });
}
