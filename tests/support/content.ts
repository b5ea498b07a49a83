import { POST as login } from "@/app/api/auth/login/route";
import { call } from "./http";

/** The session token POST /api/auth/login hands `email`, and the Bearer headers that carry it. */
export async function signIn(email: string, password: string) {
  const token = (await call(login, "/api/auth/login", undefined, { method: "POST", body: { email, password } })).json
    .token as string;
  return { token, headers: { authorization: `Bearer ${token}` } };
}

/** Bearer headers for the demo admin (seeded in every integration database). */
export const adminHeaders = async () => (await signIn("admin@example.com", "admin12345")).headers;

/** Bearer headers for the demo admin and customer (seeded in every integration database). */
export async function signInTokens() {
  return {
    admin: await adminHeaders(),
    customer: (await signIn("customer@example.com", "customer12345")).headers,
  };
}

export const validHotel = {
  name: "Integration Reef Resort",
  location: "Baa Atoll, Maldives",
  image: "/images/hotels/andaman-longtail-kamala-1.webp",
  price: 420.5,
  rating: 4.4,
  reviews: 7,
  lovedPercentage: 88,
  description: "A quiet resort on a house reef.",
  locationDescription: "Thirty minutes by seaplane from Malé.",
  amenities: ["Free WiFi", "Infinity pool"],
  additionalImages: ["https://example.com/a.jpg"],
  roomTypes: ["Beach Villa"],
  checkInTime: "14:00",
  checkOutTime: "12:00",
  policies: "No smoking.",
};

export const validDestination = {
  name: "Lakshadweep",
  country: "India",
  image: "/images/destinations/bali-1.webp",
  description: "Coral islands in the Arabian Sea.",
  hotels: 3,
  priceFrom: 150,
  attractions: ["Lagoons", "Diving"],
  bestTimeToVisit: "October to May",
  currency: "INR",
  language: "Malayalam",
  timezone: "Asia/Kolkata",
};

export const validPromotion = {
  title: "Integration Early Bird",
  location: "Maldives",
  image: "/images/promotions/baa-stay-longer-1.webp",
  description: "Book early and save a lot.",
  discount: 15,
  originalPrice: 333.33,
  rating: 4.5,
  reviews: 3,
  validFrom: "2026-01-01",
  validUntil: "2027-01-01",
  terms: "Non-refundable.",
  maxBookings: 0,
};

export const validGuestHouse = {
  title: "Integration Guest House",
  type: "guest_house",
  description: "Family-run rooms by the beach.",
  location: "Maafushi",
  checkInTime: "14:00",
  checkOutTime: "12:00",
  pricePerNight: 80,
  activities: ["Snorkelling", "Sandbank trips"],
  facilities: ["WiFi", "Air conditioning"],
  mainImage: "/images/guest-houses/coral-garden-maafushi-1.webp",
  galleryImages: [],
  roomTypes: [
    { name: "Standard Room", price: 0 },
    { name: "Deluxe Room", price: 25 },
  ],
  mealPlans: [{ name: "Bed & Breakfast", price: 15 }],
  minimumStay: 2,
  policies: "Quiet after 22:00.",
  isActive: true,
};
