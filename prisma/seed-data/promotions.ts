import { hotels } from "./hotels";
import type { SeedHotel, SeedPromotion } from "./types";

function hotel(slug: string): SeedHotel {
  const found = hotels.find((h) => h.slug === slug);
  if (!found) throw new Error(`Promotion refers to unknown hotel ${slug}`);
  return found;
}

/** Original nightly price of a promotion: always the hotel's own price. */
function priceOf(slug: string): number {
  return hotel(slug).price;
}

/** Rating of the hotel the promotion is for. */
function ratingOf(slug: string): number {
  return hotel(slug).rating;
}

/**
 * Six current offers, each tied to one catalogue hotel (its location becomes the offer's location).
 * Validity is relative to the seeding date so the demo always has live promotions.
 */
export const promotions: SeedPromotion[] = [
  {
    slug: "moonreef-early-bird-overwater",
    title: "Early Bird Overwater Escape",
    hotelSlug: "moonreef-overwater-sanctuary",
    image: {
      path: "/images/promotions/moonreef-early-bird-overwater-1.webp",
      kind: "overwater-villas",
      time: "sunset",
      seed: 4101,
      alt: "Overwater residences silhouetted against a vivid orange sunset over the lagoon",
    },
    discount: 25,
    rating: ratingOf("moonreef-overwater-sanctuary"),
    reviews: 412,
    originalPrice: priceOf("moonreef-overwater-sanctuary"),
    description:
      "Book at least 60 days ahead and save 25% on an overwater pool residence, with a complimentary sunset sandbank dinner for stays of five nights or more.",
    validFromOffsetDays: -14,
    validUntilOffsetDays: 90,
    terms:
      "Bookings must be made at least 60 days before arrival. Minimum stay 3 nights. Sandbank dinner for stays of 5+ nights, weather permitting.",
    maxBookings: 40,
  },
  {
    slug: "ubud-wellness-retreat",
    title: "Ubud Wellness Retreat",
    hotelSlug: "sawah-terrace-ubud",
    image: {
      path: "/images/promotions/ubud-wellness-retreat-1.webp",
      kind: "spa",
      time: "morning",
      seed: 4201,
      alt: "Spa still life with balanced stones, candles and frangipani in soft morning light",
    },
    discount: 20,
    rating: ratingOf("sawah-terrace-ubud"),
    reviews: 2098,
    originalPrice: priceOf("sawah-terrace-ubud"),
    description:
      "Slow down among the rice terraces: 20% off every night plus a daily yoga class and one 60-minute Balinese massage per guest.",
    validFromOffsetDays: -7,
    validUntilOffsetDays: 60,
    terms: "Minimum stay 3 nights. One massage per guest per stay; yoga classes subject to schedule.",
    maxBookings: 0,
  },
  {
    slug: "oia-caldera-honeymoon",
    title: "Caldera Sunset Honeymoon",
    hotelSlug: "lefki-caldera-suites",
    image: {
      path: "/images/promotions/oia-caldera-honeymoon-1.webp",
      kind: "santorini-sunset",
      time: "sunset",
      seed: 4301,
      alt: "Windmill and blue domes above the caldera as the sun sets into the Aegean",
    },
    discount: 15,
    rating: ratingOf("lefki-caldera-suites"),
    reviews: 748,
    originalPrice: priceOf("lefki-caldera-suites"),
    description:
      "Celebrate in a cave suite above the caldera with 15% off, a bottle of Vinsanto on arrival and a private sunset catamaran cruise.",
    validFromOffsetDays: -3,
    validUntilOffsetDays: 120,
    terms:
      "Valid for couples celebrating a honeymoon or anniversary within 6 months of travel. Minimum stay 4 nights. Cruise shared with up to 4 other couples in peak season.",
    maxBookings: 25,
  },
  {
    slug: "kamala-family-summer",
    title: "Andaman Family Summer",
    hotelSlug: "andaman-longtail-kamala",
    image: {
      path: "/images/promotions/kamala-family-summer-1.webp",
      kind: "longtail-boats",
      time: "noon",
      seed: 4401,
      alt: "Bright long-tail boats on clear water beneath limestone islands at midday",
    },
    discount: 30,
    rating: ratingOf("andaman-longtail-kamala"),
    reviews: 1087,
    originalPrice: priceOf("andaman-longtail-kamala"),
    description:
      "Save 30% on family holidays by the sea: kids eat free, the kids club is included and there's a long-tail boat trip to Phang Nga Bay for everyone.",
    validFromOffsetDays: -20,
    validUntilOffsetDays: 75,
    terms:
      "Valid for families with at least one child under 12. Minimum stay 5 nights. Kids eat free from the children's menu. Boat trip on a shared long-tail, departures twice weekly.",
    maxBookings: 0,
  },
  {
    slug: "baa-stay-longer",
    title: "Stay Longer in Baa Atoll",
    hotelSlug: "manta-bay-lagoon-resort",
    image: {
      path: "/images/promotions/baa-stay-longer-1.webp",
      kind: "island-aerial",
      time: "golden",
      seed: 4501,
      alt: "Aerial view of a lush island and its glowing lagoon in late afternoon sun",
    },
    discount: 10,
    rating: ratingOf("manta-bay-lagoon-resort"),
    reviews: 1230,
    originalPrice: priceOf("manta-bay-lagoon-resort"),
    description:
      "Stay seven nights or more and save 10% on every night, with shared seaplane transfers and a guided manta snorkel at Hanifaru Bay included.",
    validFromOffsetDays: 0,
    validUntilOffsetDays: 100,
    terms:
      "Minimum stay 7 nights. Seaplane transfers shared; private transfers at a supplement. Manta excursion subject to season and sightings are not guaranteed.",
    maxBookings: 60,
  },
  {
    slug: "uluwatu-surf-and-stay",
    title: "Uluwatu Surf & Stay",
    hotelSlug: "karang-cliff-uluwatu",
    image: {
      path: "/images/promotions/uluwatu-surf-and-stay-1.webp",
      kind: "beach-palms",
      time: "golden",
      seed: 4601,
      alt: "Golden beach cove with palm trees and gentle waves below the cliffs",
    },
    discount: 35,
    rating: ratingOf("karang-cliff-uluwatu"),
    reviews: 861,
    originalPrice: priceOf("karang-cliff-uluwatu"),
    description:
      "Ride the Bukit's legendary breaks for less: 35% off clifftop rooms, with two group surf lessons and board hire included for every guest.",
    validFromOffsetDays: -10,
    validUntilOffsetDays: 45,
    terms: "Minimum stay 4 nights. Surf lessons for ages 10 and up, subject to conditions.",
    maxBookings: 100,
  },
];
