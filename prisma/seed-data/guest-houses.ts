import type { SeedGuestHouse, SeedPriceOption } from "./types";

/* Room-type and meal-plan presets from the admin spec (§9): extra USD per night. */
const STANDARD_ROOM: SeedPriceOption = { name: "Standard Room", price: 0, units: 4 };
const DELUXE_ROOM: SeedPriceOption = { name: "Deluxe Room", price: 25, units: 2 };
const FAMILY_ROOM: SeedPriceOption = { name: "Family Room", price: 40, units: 1 };
const DORMITORY: SeedPriceOption = { name: "Dormitory", price: -30, units: 8 };

const ROOM_ONLY: SeedPriceOption = { name: "Room Only", price: 0 };
const BED_AND_BREAKFAST: SeedPriceOption = { name: "Bed & Breakfast", price: 15 };
const HALF_BOARD: SeedPriceOption = { name: "Half Board", price: 35 };
const FULL_BOARD: SeedPriceOption = { name: "Full Board", price: 50 };
const ALL_INCLUSIVE: SeedPriceOption = { name: "All Inclusive", price: 75 };

/*
 * Facilities come from one shared vocabulary and each list starts with the common ones in the
 * same order, so the listing's "first 8 distinct facilities" filter is made of useful choices:
 * Free WiFi, Air conditioning, Private bathroom, Breakfast, Beach access, Airport transfer,
 * Snorkelling gear, Rooftop terrace. Rarer extras (Bicycle rental, Garden, Swimming pool…) follow.
 */

/**
 * Ten Maldivian listings: seven guest houses on local islands and three resort day visits
 * (for those, pricePerNight is the price of one day visit). One listing is inactive.
 */
export const guestHouses: SeedGuestHouse[] = [
  {
    slug: "coral-garden-maafushi",
    title: "Coral Garden Guest House",
    type: "guest_house",
    description:
      "A friendly, family-run guest house two minutes from Maafushi's bikini beach, with bright rooms, a rooftop terrace for sunset and hosts who know every sandbank and snorkel spot in South Malé Atoll.",
    location: "Maafushi, Kaafu Atoll, Maldives",
    mainImage: {
      path: "/images/guest-houses/coral-garden-maafushi-1.webp",
      kind: "guest-house-street",
      time: "morning",
      seed: 5101,
      alt: "Sandy island lane lined with colourful two-storey guest houses and palms",
    },
    galleryImages: [
      {
        path: "/images/guest-houses/coral-garden-maafushi-2.webp",
        kind: "room-interior",
        time: "noon",
        seed: 5102,
        alt: "Simple, bright guest-house room with a double bed and a window onto palms",
      },
      {
        path: "/images/guest-houses/coral-garden-maafushi-3.webp",
        kind: "sandbank-picnic",
        time: "noon",
        seed: 5103,
        alt: "Sandbank with a shade umbrella and picnic table in a turquoise sea",
      },
      {
        path: "/images/guest-houses/coral-garden-maafushi-4.webp",
        kind: "beach-palms",
        time: "sunset",
        seed: 5104,
        alt: "Local island beach with palm silhouettes at sunset",
      },
    ],
    pricePerNight: 65,
    checkInTime: "13:00",
    checkOutTime: "11:00",
    maxGuests: 8,
    minimumStay: 1,
    facilities: ["Free WiFi", "Air conditioning", "Private bathroom", "Breakfast", "Beach access", "Airport transfer", "Snorkelling gear", "Rooftop terrace"],
    activities: ["Sandbank picnic trip", "Snorkelling with turtles", "Sunset dolphin cruise", "Night fishing", "Resort day visit"],
    policies:
      "Speedboat transfers from Malé are arranged on request (about 45 minutes). Maafushi is a local island: alcohol is not served and modest clothing is expected away from the bikini beach. Quiet hours from 22:00.",
    roomTypes: [STANDARD_ROOM, DELUXE_ROOM, FAMILY_ROOM],
    mealPlans: [ROOM_ONLY, BED_AND_BREAKFAST, HALF_BOARD, FULL_BOARD],
    isActive: true,
  },
  {
    slug: "thulusdhoo-surf-lodge",
    title: "Thulusdhoo Surf Lodge",
    type: "guest_house",
    description:
      "A laid-back lodge for surfers and beach lovers, a short walk from the famous Cokes and Chickens breaks. Board racks, hammocks in the garden and a shared kitchen give it the feel of a surf camp with proper comfort.",
    location: "Thulusdhoo, Kaafu Atoll, Maldives",
    mainImage: {
      path: "/images/guest-houses/thulusdhoo-surf-lodge-1.webp",
      kind: "guest-house-garden",
      time: "golden",
      seed: 5201,
      alt: "Guest-house garden with a hammock between palms and a bungalow veranda",
    },
    galleryImages: [
      {
        path: "/images/guest-houses/thulusdhoo-surf-lodge-2.webp",
        kind: "beach-palms",
        time: "morning",
        seed: 5202,
        alt: "Quiet morning beach with palms leaning over the water",
      },
      {
        path: "/images/guest-houses/thulusdhoo-surf-lodge-3.webp",
        kind: "guest-house-street",
        time: "golden",
        seed: 5203,
        alt: "Sandy village street with pastel houses glowing in late sun",
      },
    ],
    pricePerNight: 55,
    checkInTime: "12:00",
    checkOutTime: "10:00",
    maxGuests: 12,
    minimumStay: 3,
    facilities: ["Free WiFi", "Air conditioning", "Breakfast", "Beach access", "Airport transfer", "Garden", "Surfboard storage"],
    activities: ["Surf lessons at Cokes", "Boat trips to outer reef breaks", "Stand-up paddleboarding", "Snorkelling safari", "Bikini beach afternoons"],
    policies: "Minimum stay of 3 nights during the surf season (March to October). Surfboards can be stored free; ding repairs on request. No alcohol on the island.",
    roomTypes: [STANDARD_ROOM, DORMITORY, DELUXE_ROOM],
    mealPlans: [ROOM_ONLY, BED_AND_BREAKFAST, HALF_BOARD],
    isActive: true,
  },
  {
    slug: "whale-shark-lodge-dhigurah",
    title: "Whale Shark Lodge",
    type: "guest_house",
    description:
      "Stay on the island with the longest sandbank in South Ari, minutes by boat from the whale sharks of the Marine Protected Area. The lodge's own dive guides run daily excursions and the kitchen serves fresh tuna curries and garden salads.",
    location: "Dhigurah, Alif Dhaal Atoll, Maldives",
    mainImage: {
      path: "/images/guest-houses/whale-shark-lodge-dhigurah-1.webp",
      kind: "reef-lagoon",
      time: "noon",
      seed: 5301,
      alt: "Underwater view of coral, fish and sun rays beneath a bright lagoon surface",
    },
    galleryImages: [
      {
        path: "/images/guest-houses/whale-shark-lodge-dhigurah-2.webp",
        kind: "sandbank-picnic",
        time: "golden",
        seed: 5302,
        alt: "Long white sandbank with a dhoni boat moored nearby in warm light",
      },
      {
        path: "/images/guest-houses/whale-shark-lodge-dhigurah-3.webp",
        kind: "guest-house-garden",
        time: "noon",
        seed: 5303,
        alt: "Tropical garden courtyard with swing chairs and flowering hibiscus",
      },
    ],
    pricePerNight: 85,
    checkInTime: "14:00",
    checkOutTime: "11:00",
    maxGuests: 10,
    minimumStay: 2,
    facilities: ["Free WiFi", "Air conditioning", "Private bathroom", "Breakfast", "Beach access", "Snorkelling gear", "Dive centre"],
    activities: ["Whale shark excursion", "Scuba diving at Kudarah Thila", "Sandbank walk at low tide", "Manta point snorkelling", "Sunset fishing", "Cycling around the island"],
    policies: "Minimum stay of 2 nights. Domestic flight and speedboat transfers via Maamigili can be arranged. Please respect local dress codes in the village.",
    roomTypes: [STANDARD_ROOM, DELUXE_ROOM, FAMILY_ROOM],
    mealPlans: [ROOM_ONLY, BED_AND_BREAKFAST, HALF_BOARD, FULL_BOARD, ALL_INCLUSIVE],
    isActive: true,
  },
  {
    slug: "sandy-lane-inn-fulidhoo",
    title: "Sandy Lane Inn",
    type: "guest_house",
    description:
      "A tiny, charming inn on Fulidhoo, one of the prettiest local islands in Vaavu, where nurse sharks and stingrays glide right up to the harbour. Six rooms open onto a garden of hibiscus and frangipani, and evenings often end with bodu beru drumming on the beach.",
    location: "Fulidhoo, Vaavu Atoll, Maldives",
    mainImage: {
      path: "/images/guest-houses/sandy-lane-inn-fulidhoo-1.webp",
      kind: "guest-house-street",
      time: "sunset",
      seed: 5401,
      alt: "Coral-stone houses in bright colours along a sandy lane at sunset",
    },
    galleryImages: [
      {
        path: "/images/guest-houses/sandy-lane-inn-fulidhoo-2.webp",
        kind: "guest-house-garden",
        time: "morning",
        seed: 5402,
        alt: "Morning garden with a hammock, flowering shrubs and a shaded veranda",
      },
      {
        path: "/images/guest-houses/sandy-lane-inn-fulidhoo-3.webp",
        kind: "reef-lagoon",
        time: "golden",
        seed: 5403,
        alt: "Clear shallow water over coral with fish in late golden light",
      },
    ],
    pricePerNight: 48,
    checkInTime: "13:00",
    checkOutTime: "11:00",
    maxGuests: 6,
    minimumStay: 1,
    facilities: ["Free WiFi", "Air conditioning", "Private bathroom", "Breakfast", "Beach access", "Garden"],
    activities: ["Snorkelling with nurse sharks", "Bodu beru drumming night", "Sandbank picnic", "Village walk"],
    policies: "The public ferry from Malé runs three times a week; speedboats can be arranged. Children are welcome. No alcohol on the island.",
    roomTypes: [STANDARD_ROOM, DELUXE_ROOM],
    mealPlans: [ROOM_ONLY, BED_AND_BREAKFAST, FULL_BOARD],
    isActive: true,
  },
  {
    slug: "palm-breeze-hangnaameedhoo",
    title: "Palm Breeze Guest House",
    type: "guest_house",
    description:
      "A peaceful guest house on sleepy Hangnaameedhoo, with a long beach of powder-soft sand and a reef that drops off just beyond the swimming area. Rooms are modern and cool, and the rooftop is perfect for stargazing.",
    location: "Hangnaameedhoo, Alif Dhaal Atoll, Maldives",
    mainImage: {
      path: "/images/guest-houses/palm-breeze-hangnaameedhoo-1.webp",
      kind: "beach-palms",
      time: "noon",
      seed: 5501,
      alt: "Wide white beach with tall coconut palms and bright turquoise water",
    },
    galleryImages: [
      {
        path: "/images/guest-houses/palm-breeze-hangnaameedhoo-2.webp",
        kind: "guest-house-street",
        time: "noon",
        seed: 5502,
        alt: "Sunny island lane with pastel-painted houses and bicycles",
      },
      {
        path: "/images/guest-houses/palm-breeze-hangnaameedhoo-3.webp",
        kind: "dining-deck",
        time: "dusk",
        seed: 5503,
        alt: "Rooftop dining table with lanterns and string lights at dusk",
      },
    ],
    pricePerNight: 72,
    checkInTime: "14:00",
    checkOutTime: "12:00",
    maxGuests: null,
    minimumStay: 2,
    facilities: ["Free WiFi", "Air conditioning", "Private bathroom", "Breakfast", "Beach access", "Airport transfer", "Rooftop terrace", "Bicycle rental"],
    activities: ["Whale shark excursion", "Reef snorkelling", "Stargazing on the rooftop", "Kayaking", "Local cooking demonstration"],
    policies:
      "Minimum stay of 2 nights. Group bookings of any size can be arranged by contacting the host. Please dress modestly in the village; swimwear is fine on the tourist beach.",
    roomTypes: [STANDARD_ROOM, DELUXE_ROOM, FAMILY_ROOM, DORMITORY],
    mealPlans: [ROOM_ONLY, BED_AND_BREAKFAST, HALF_BOARD, FULL_BOARD],
    isActive: true,
  },
  {
    slug: "ukulhas-eco-retreat",
    title: "Ukulhas Eco Retreat",
    type: "guest_house",
    description:
      "Ukulhas is famous for its spotless streets and island-wide recycling, and this solar-powered retreat carries the same spirit. Guests snorkel with mantas in season, sleep in airy rooms cooled by sea breezes and eat fresh food grown in the island's gardens.",
    location: "Ukulhas, Alif Alif Atoll, Maldives",
    mainImage: {
      path: "/images/guest-houses/ukulhas-eco-retreat-1.webp",
      kind: "guest-house-garden",
      time: "dusk",
      seed: 5601,
      alt: "Garden courtyard with lanterns, a hammock and palms at dusk",
    },
    galleryImages: [
      {
        path: "/images/guest-houses/ukulhas-eco-retreat-2.webp",
        kind: "island-aerial",
        time: "noon",
        seed: 5602,
        alt: "Aerial view of a small green local island surrounded by a pale lagoon",
      },
      {
        path: "/images/guest-houses/ukulhas-eco-retreat-3.webp",
        kind: "room-interior",
        time: "morning",
        seed: 5603,
        alt: "Airy eco room with a timber bed and a window onto the morning sea",
      },
    ],
    pricePerNight: 95,
    checkInTime: "14:00",
    checkOutTime: "11:00",
    maxGuests: 8,
    minimumStay: 1,
    facilities: ["Free WiFi", "Private bathroom", "Breakfast", "Beach access", "Snorkelling gear", "Garden", "Bicycle rental", "Laundry"],
    activities: ["Manta snorkelling (seasonal)", "Island recycling tour", "Sunset kayak", "Fishing with locals", "Sandbank trip", "Yoga on the beach"],
    policies: "Please help us keep the island clean: refill stations replace plastic bottles. Children are welcome. No alcohol on the island.",
    roomTypes: [STANDARD_ROOM, DELUXE_ROOM, FAMILY_ROOM],
    mealPlans: [BED_AND_BREAKFAST, HALF_BOARD, FULL_BOARD],
    isActive: true,
  },
  {
    slug: "reef-view-inn-rasdhoo",
    title: "Reef View Inn",
    type: "guest_house",
    description:
      "A simple, good-value inn on Rasdhoo, gateway to some of the best hammerhead dives in the Maldives. The dive shop is next door, the house reef is a short swim from the beach and the owners cook a memorable garudhiya fish soup.",
    location: "Rasdhoo, Alif Alif Atoll, Maldives",
    mainImage: {
      path: "/images/guest-houses/reef-view-inn-rasdhoo-1.webp",
      kind: "guest-house-street",
      time: "dusk",
      seed: 5701,
      alt: "Colourful guest-house facades on a quiet sandy street at dusk",
    },
    galleryImages: [
      {
        path: "/images/guest-houses/reef-view-inn-rasdhoo-2.webp",
        kind: "reef-lagoon",
        time: "morning",
        seed: 5702,
        alt: "Reef wall with corals and fish under the morning sea surface",
      },
    ],
    pricePerNight: 45,
    checkInTime: "12:00",
    checkOutTime: "10:00",
    maxGuests: 4,
    minimumStay: 1,
    facilities: ["Free WiFi", "Air conditioning", "Private bathroom", "Beach access", "Dive centre"],
    activities: ["Hammerhead dawn dive", "House reef snorkelling", "Madivaru sandbank trip", "Night fishing"],
    policies: "Temporarily closed for renovation; new bookings are paused. No alcohol on the island.",
    roomTypes: [STANDARD_ROOM, DORMITORY],
    mealPlans: [ROOM_ONLY, BED_AND_BREAKFAST, HALF_BOARD],
    isActive: false,
  },

  // ───────────── Resort day visits (price per day visit) ─────────────
  {
    slug: "azure-reef-day-escape",
    title: "Azure Reef Day Escape",
    type: "resort_day_visit",
    description:
      "Spend a day at a five-star island resort: speedboat transfer from Malé or Maafushi, a buffet lunch, the infinity pool and loungers on the beach, plus snorkelling on one of North Malé's healthiest house reefs.",
    location: "North Malé Atoll, Maldives",
    mainImage: {
      path: "/images/guest-houses/azure-reef-day-escape-1.webp",
      kind: "infinity-pool",
      time: "noon",
      seed: 5801,
      alt: "Resort infinity pool with loungers and palm shade blending into the sea",
    },
    galleryImages: [
      {
        path: "/images/guest-houses/azure-reef-day-escape-2.webp",
        kind: "overwater-villas",
        time: "noon",
        seed: 5802,
        alt: "Overwater villas on a long jetty above a bright midday lagoon",
      },
      {
        path: "/images/guest-houses/azure-reef-day-escape-3.webp",
        kind: "dining-deck",
        time: "noon",
        seed: 5803,
        alt: "Shaded beach restaurant deck set for lunch with a sea view",
      },
    ],
    pricePerNight: 140,
    checkInTime: "09:00",
    checkOutTime: "17:00",
    maxGuests: 20,
    dailyCapacity: 60,
    minimumStay: 1,
    facilities: ["Free WiFi", "Beach access", "Airport transfer", "Snorkelling gear", "Swimming pool", "Restaurant", "Towels & sunbeds"],
    activities: ["House reef snorkelling", "Infinity pool lounging", "Kayaking", "Beach volleyball", "Optional spa treatment"],
    policies: "Price is per person per day visit and includes return speedboat transfer and lunch. Alcohol is available at the resort bar at extra cost.",
    roomTypes: [STANDARD_ROOM, DELUXE_ROOM],
    mealPlans: [ROOM_ONLY, FULL_BOARD, ALL_INCLUSIVE],
    isActive: true,
  },
  {
    slug: "turtle-cove-day-pass",
    title: "Turtle Cove Resort Day Pass",
    type: "resort_day_visit",
    description:
      "An easy half-hour boat hop from Maafushi to a lush resort island where green turtles graze the seagrass right off the beach. Your pass covers transfers, a beach cabana, snorkel gear and a set lunch on the beach deck.",
    location: "South Malé Atoll, Maldives",
    mainImage: {
      path: "/images/guest-houses/turtle-cove-day-pass-1.webp",
      kind: "beach-palms",
      time: "morning",
      seed: 5901,
      alt: "Resort beach with leaning palms and loungers on soft white sand in the morning",
    },
    galleryImages: [
      {
        path: "/images/guest-houses/turtle-cove-day-pass-2.webp",
        kind: "reef-lagoon",
        time: "noon",
        seed: 5902,
        alt: "Turtle-friendly seagrass and coral beneath clear, sunlit water",
      },
      {
        path: "/images/guest-houses/turtle-cove-day-pass-3.webp",
        kind: "spa",
        time: "noon",
        seed: 5903,
        alt: "Spa treatment corner with stones, candles and a rolled white towel",
      },
    ],
    pricePerNight: 95,
    checkInTime: "09:30",
    checkOutTime: "16:30",
    maxGuests: 20,
    dailyCapacity: 80,
    minimumStay: 1,
    facilities: ["Free WiFi", "Beach access", "Snorkelling gear", "Restaurant", "Towels & sunbeds", "Spa"],
    activities: ["Snorkelling with turtles", "Beach cabana relaxation", "Stand-up paddleboarding", "Spa massage (extra)"],
    policies: "Price is per person per day visit, transfers from Maafushi included.",
    roomTypes: [STANDARD_ROOM, DELUXE_ROOM, FAMILY_ROOM],
    mealPlans: [ROOM_ONLY, HALF_BOARD, FULL_BOARD, ALL_INCLUSIVE],
    isActive: true,
  },
  {
    slug: "ari-sandbank-day-retreat",
    title: "Ari Sandbank Day Retreat",
    type: "resort_day_visit",
    description:
      "A full day of island luxury for guests staying on Dhigurah or Dhangethi: a sandbank picnic, a whale shark snorkel on the outer reef and the resort's pool, spa and beach bar until late afternoon.",
    location: "South Ari Atoll, Maldives",
    mainImage: {
      path: "/images/guest-houses/ari-sandbank-day-retreat-1.webp",
      kind: "sandbank-picnic",
      time: "morning",
      seed: 6001,
      alt: "Sandbank picnic set-up with a parasol beside a moored boat in morning light",
    },
    galleryImages: [
      {
        path: "/images/guest-houses/ari-sandbank-day-retreat-2.webp",
        kind: "infinity-pool",
        time: "golden",
        seed: 6002,
        alt: "Resort pool deck with loungers overlooking the ocean in golden light",
      },
      {
        path: "/images/guest-houses/ari-sandbank-day-retreat-3.webp",
        kind: "island-aerial",
        time: "morning",
        seed: 6003,
        alt: "Aerial view of a resort island, jetty and lagoon in soft morning light",
      },
    ],
    pricePerNight: 180,
    checkInTime: "08:30",
    checkOutTime: "17:30",
    maxGuests: 20,
    dailyCapacity: 100,
    minimumStay: 1,
    facilities: ["Free WiFi", "Beach access", "Snorkelling gear", "Swimming pool", "Restaurant", "Spa", "Towels & sunbeds"],
    activities: ["Whale shark snorkel", "Sandbank picnic", "Resort pool and beach bar", "Turtle spotting", "Sunset return cruise"],
    policies:
      "Price is per person per day visit, including boat transfers from nearby local islands, picnic lunch and snorkel guide. Whale shark sightings are likely but not guaranteed.",
    roomTypes: [STANDARD_ROOM, DELUXE_ROOM],
    mealPlans: [ROOM_ONLY, BED_AND_BREAKFAST, FULL_BOARD, ALL_INCLUSIVE],
    isActive: true,
  },
];
