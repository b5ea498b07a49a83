import { hotels } from "./hotels";
import type { SeedDestination } from "./types";

/** Hotels of the catalogue whose location contains `place`. */
function hotelsIn(place: string) {
  return hotels.filter((h) => h.location.includes(place));
}

/** Number of catalogue hotels in a place, so destination cards agree with the hotel listing. */
function countIn(place: string): number {
  return hotelsIn(place).length;
}

/** Cheapest nightly price among catalogue hotels in a place. */
function priceFromIn(place: string): number {
  const prices = hotelsIn(place).map((h) => h.price);
  if (prices.length === 0) throw new Error(`No hotels in ${place} to derive priceFrom`);
  return Math.min(...prices);
}

/**
 * Six destinations: the four search locations plus two Maldivian atolls that have hotels in the
 * catalogue (Baa Atoll and South Ari Atoll). `hotels` and `priceFrom` are derived from hotels.ts.
 */
export const destinations: SeedDestination[] = [
  {
    slug: "maldives",
    name: "Maldives",
    country: "Maldives",
    image: {
      path: "/images/destinations/maldives-1.webp",
      kind: "island-aerial",
      time: "morning",
      seed: 3101,
      alt: "Aerial view of a coral island with overwater villas in a turquoise lagoon",
    },
    hotels: countIn("Maldives"),
    priceFrom: priceFromIn("Maldives"),
    description:
      "Twenty-six coral atolls scattered across the Indian Ocean, where every island has its own reef and every villa its own slice of lagoon. Come for overwater living, world-class diving with mantas and whale sharks, and sunsets you can hear the silence of.",
    attractions: [
      "Overwater villas and private sandbanks",
      "Manta rays at Hanifaru Bay",
      "Whale shark snorkelling in South Ari",
      "Sunset dolphin cruises",
      "Malé fish market and Old Friday Mosque",
      "Bioluminescent beaches on Vaadhoo",
    ],
    bestTimeToVisit: "November to April (dry northeast monsoon)",
    currency: "MVR (USD widely accepted)",
    language: "Dhivehi (English widely spoken)",
    timezone: "Indian/Maldives",
  },
  {
    slug: "bali",
    name: "Bali",
    country: "Indonesia",
    image: {
      path: "/images/destinations/bali-1.webp",
      kind: "rice-terraces",
      time: "golden",
      seed: 3201,
      alt: "Layered emerald rice terraces and palm trees in late golden light",
    },
    hotels: countIn("Bali"),
    priceFrom: priceFromIn("Bali"),
    description:
      "The Island of the Gods blends terraced rice valleys, incense-scented temples and surf-washed cliffs into one unforgettable island. Stay in the jungle around Ubud for culture and calm, then head south to Seminyak and Uluwatu for beach clubs and world-famous breaks.",
    attractions: [
      "Tegallalang rice terraces",
      "Uluwatu sea temple and kecak dance",
      "Sacred Monkey Forest, Ubud",
      "Sunrise trek up Mount Batur",
      "Tirta Empul water temple",
    ],
    bestTimeToVisit: "April to October (dry season)",
    currency: "IDR (Indonesian rupiah)",
    language: "Indonesian and Balinese (English widely spoken)",
    timezone: "Asia/Makassar",
  },
  {
    slug: "phuket",
    name: "Phuket",
    country: "Thailand",
    image: {
      path: "/images/destinations/phuket-1.webp",
      kind: "limestone-cliffs",
      time: "morning",
      seed: 3301,
      alt: "Limestone karst islands rising from a calm emerald bay at sunrise",
    },
    hotels: countIn("Phuket"),
    priceFrom: priceFromIn("Phuket"),
    description:
      "Thailand's largest island pairs lively beach towns with quiet coves, street-food markets and long-tail boats ready to whisk you out to the karsts of Phang Nga Bay. It is an easy, great-value base for families, surfers and island hoppers.",
    attractions: [
      "Phang Nga Bay and James Bond Island",
      "Big Buddha viewpoint",
      "Old Phuket Town's Sino-Portuguese streets",
      "Phi Phi Islands day trips",
      "Kata and Karon beaches",
      "Promthep Cape sunset",
    ],
    bestTimeToVisit: "November to April (cool, dry season)",
    currency: "THB (Thai baht)",
    language: "Thai (English spoken in tourist areas)",
    timezone: "Asia/Bangkok",
  },
  {
    slug: "santorini",
    name: "Santorini",
    country: "Greece",
    image: {
      path: "/images/destinations/santorini-1.webp",
      kind: "santorini-sunset",
      time: "golden",
      seed: 3401,
      alt: "Blue-domed churches and white houses above the caldera in golden evening light",
    },
    hotels: countIn("Santorini"),
    priceFrom: priceFromIn("Santorini"),
    description:
      "A crescent of volcanic cliffs crowned with whitewashed villages, blue domes and some of the most famous sunsets on earth. Walk the caldera path from Fira to Oia, swim at black-sand beaches and taste crisp Assyrtiko wines grown in the ash.",
    attractions: [
      "Sunset at Oia castle",
      "Fira to Oia caldera hike",
      "Akrotiri Bronze Age site",
      "Red Beach and black-sand Perissa",
      "Volcano and hot springs boat trip",
    ],
    bestTimeToVisit: "May to October (late May, June and September are calmer)",
    currency: "EUR (euro)",
    language: "Greek (English widely spoken)",
    timezone: "Europe/Athens",
  },
  {
    slug: "baa-atoll",
    name: "Baa Atoll",
    country: "Maldives",
    image: {
      path: "/images/destinations/baa-atoll-1.webp",
      kind: "reef-lagoon",
      time: "morning",
      seed: 3501,
      alt: "Sunlight rays over coral gardens and fish beneath a calm atoll lagoon",
    },
    hotels: countIn("Baa Atoll"),
    priceFrom: priceFromIn("Baa Atoll"),
    description:
      "A UNESCO Biosphere Reserve since 2011, Baa Atoll shelters some of the richest coral reefs in the Indian Ocean. From June to November, hundreds of manta rays and whale sharks gather to feed in the plankton-rich waters of Hanifaru Bay.",
    attractions: [
      "Hanifaru Bay manta feeding",
      "Dharavandhoo island village",
      "Coral reef restoration projects",
      "Night snorkelling with nurse sharks",
    ],
    bestTimeToVisit: "June to November for mantas; December to April for calm seas",
    currency: "MVR (USD widely accepted)",
    language: "Dhivehi (English widely spoken)",
    timezone: "Indian/Maldives",
  },
  {
    slug: "south-ari-atoll",
    name: "South Ari Atoll",
    country: "Maldives",
    image: {
      path: "/images/destinations/south-ari-atoll-1.webp",
      kind: "sandbank-picnic",
      time: "golden",
      seed: 3601,
      alt: "Lonely sandbank with a parasol and a moored dhoni boat in golden light",
    },
    hotels: countIn("South Ari Atoll"),
    priceFrom: priceFromIn("South Ari Atoll"),
    description:
      "A Marine Protected Area where whale sharks patrol the outer reef all year, just a short boat ride from local islands such as Dhigurah and its endless sandbank. It is the Maldives' best place for easy encounters with the ocean's gentle giants.",
    attractions: [
      "Whale shark snorkelling",
      "Dhigurah's three-kilometre sandbank",
      "Kudarah Thila dive site",
      "Sandbank picnics and turtle spotting",
      "Local island life on Maamigili",
    ],
    bestTimeToVisit: "All year; November to April for the calmest seas",
    currency: "MVR (USD widely accepted)",
    language: "Dhivehi (English widely spoken)",
    timezone: "Indian/Maldives",
  },
];
