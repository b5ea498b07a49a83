/**
 * The scale data set (issue 19): grows a database that holds the demo data to the size of a
 * modest regional agency after a few years — at factor 1: 10 000 hotels (27 500 room types),
 * 1 000 guest houses, 200 destinations, 2 000 promotions, 5 000 customer accounts, 1 000 000 hotel
 * bookings and 200 000 guest-house bookings over three years (past and future), with the inventory
 * the live bookings hold and ~300 000 e-mail log entries. `npm run db:seed -- --scale` (or `--scale=0.01` for a hundredth).
 *
 * Everything is set-based SQL (INSERT … SELECT over generate_series) on one session, so it runs on
 * PostgreSQL and on the embedded engine alike; pseudo-random choices are multiplicative hashes of
 * the row number, so a run is deterministic for a given day. SCALE_SQL_DUMP=<file> appends every
 * statement to that file (to EXPLAIN one of them).
 *
 * The invariants the app relies on, by construction:
 * - Hotel.roomTypes lists exactly its RoomType names (in id order); guest-house roomTypes are
 *   `[{id, name, price, units}]` with 12-hex-digit ids and mealPlans `[{name, price}]`.
 * - Each room type (hotel RoomType, guest-house entry, day-visit capacity) gets its bookings in
 *   consecutive, non-overlapping windows of the three years, so no night is ever sold beyond its
 *   units; a pending or confirmed stay that has not ended holds its nights (inventoryHeld, key
 *   "rt:<RoomType id>" / "ghr:<entry id>" / "day"), and InventoryNight.booked is the sum of the
 *   held units per key and night (built from the bookings themselves, after they are written).
 * - A pending stay still to come was requested within the last 20 hours (its hold, 24 h, runs).
 * - nightlyRate is the hotel's price (or the offer's discountedPrice when the booking used one,
 *   made while the offer ran) or the guest house's price + room type + meal plan; totalPrice is
 *   nightlyRate × nights. Promotion.bookedCount counts the offer's bookings that are not cancelled
 *   (and a capped offer's maxBookings is at least that).
 * - References are the app's format (MV-/GH- and six characters of REFERENCE_ALPHABET), distinct:
 *   a bijective scramble of a counter; one that happens to exist already is skipped. Ids are UUIDs.
 * - About a quarter of the bookings have their booking-received mail in the e-mail log (sent or failed).
 * - E-mails are lower-cased; some customers have thousands of bookings (the demo customer,
 *   customer@example.com, gets one booking in 500, linked to the account; four travel desks as many);
 *   bookings of the first SCALE_USERS guests are linked to their accounts (password "customer12345").
 */
import { REFERENCE_ALPHABET } from "../lib/server/bookings/reference";
import { hashPassword } from "../lib/server/auth/password";
import { addDays, todayYmd } from "../lib/pricing";
import type { SqlRunner } from "../lib/server/db/sql-runner";
import { destinations, guestHouses, hotels, promotions } from "./seed-data/index";

export interface ScaleOptions {
  /** 1 = the full size; 0.01 = a hundredth (tests). */
  factor?: number;
  /** "yyyy-MM-dd": the day the stays are arranged around (default: today, UTC). */
  today?: string;
  log?: (line: string) => void;
}

export interface ScaleReport {
  skipped?: string;
  counts: Record<string, number>;
  ms: number;
}

/** The sizes at factor 1. */
export const SCALE_SIZES = {
  hotels: 10_000,
  guestHouses: 1_000,
  destinations: 200,
  promotions: 2_000,
  users: 5_000,
  guests: 400_000,
  hotelBookings: 1_000_000,
  guestHouseBookings: 200_000,
} as const;

/** The password of every scale customer account. */
export const SCALE_USER_PASSWORD = "customer12345";
/** Heavy customers without an account (besides the demo customer): one booking in 500 each. */
export const TRAVEL_DESKS = [1, 2, 3, 4].map((n) => `travel.desk${n}@atollventures.example.com`);
/** Days of stays: from SPAN_BEFORE days before today to SPAN_AFTER after (three years). */
const SPAN_BEFORE = 800;
const SPAN_AFTER = 295;

/** A SQL string literal. */
const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
/** A SQL text[] literal. */
const arr = (list: readonly string[]) => `ARRAY[${list.map(q).join(",")}]::text[]`;
/** A SQL int[] literal. */
const iarr = (list: readonly number[]) => `ARRAY[${list.join(",")}]::int[]`;

const MULTIPLIERS = [
  2654435761, 2246822519, 3266489917, 668265263, 374761393, 1103515245, 2862933555, 3202034522, 1500450271, 3344921057,
  2028178513, 1220703125,
];
/** A pseudo-random non-negative bigint of a row number: a multiplicative hash, one stream per `k`. */
const H = (expr: string, k: number) => {
  const a = `(((${expr})::bigint + ${1000003 * (k + 1)}) * ${MULTIPLIERS[k % MULTIPLIERS.length]}::bigint % 4294967291)`;
  // A second round (xor-shift, multiply) so that `hash % m` is spread for every m, not only for primes.
  return `(((${a} # (${a} >> 15)) * 1597334677) % 4294967291)`;
};
/** `list[1 + hash % length]`, for a text[] literal. */
const pick = (list: readonly string[], hash: string) => `(${arr(list)})[(1 + (${hash}) % ${list.length})::int]`;

/** The app's booking reference of counter `n` (SQL), a bijection of [0, 31^6) scrambled so references look random. */
function referenceSql(prefix: "MV" | "GH", n: string): string {
  const m = `((${n})::bigint * 387420489 + 104729) % 887503681`;
  const digit = (j: number) => `substr(${q(REFERENCE_ALPHABET)}, 1 + ((${m}) / ${31 ** j})::int % 31, 1)`;
  return `${q(`${prefix}-`)} || ${[0, 1, 2, 3, 4, 5].map(digit).join(" || ")}`;
}

const FIRST = [
  "Maya",
  "Lukas",
  "Sofia",
  "Aiden",
  "Hana",
  "Mateo",
  "Amira",
  "Noah",
  "Yuki",
  "Elena",
  "Omar",
  "Priya",
  "Liam",
  "Chloe",
  "Ravi",
  "Ingrid",
  "Tariq",
  "Lea",
  "Kenji",
  "Zara",
  "Jonas",
  "Fatima",
  "Diego",
  "Anika",
  "Samuel",
  "Mei",
  "Aaliyah",
  "Felix",
  "Nadia",
  "Oscar",
];
const LAST = [
  "Fernando",
  "Berger",
  "Rossi",
  "Nakamura",
  "Hassan",
  "Silva",
  "Johansson",
  "Khan",
  "Dubois",
  "Müller",
  "Perera",
  "Novak",
  "Haddad",
  "Kowalski",
  "Tanaka",
  "Moreau",
  "Ibrahim",
  "Costa",
  "Schmidt",
  "Larsen",
  "Wijesinghe",
  "Okafor",
  "Lindqvist",
  "Ahmed",
  "Papadopoulos",
];
const LAST_ASCII = LAST.map((s) => s.normalize("NFD").replace(/[^A-Za-z]/g, ""));
const DOMAINS = ["example.net", "example.org", "example.com", "mail.example", "inbox.example"];
const COUNTRY_CODES = ["+960", "+94", "+49", "+39", "+44", "+33", "+91", "+61", "+1", "+81", "+86", "+971"];

const HOTEL_ADJ = [
  "Azure",
  "Coral",
  "Palm",
  "Lagoon",
  "Sunset",
  "Moonlit",
  "Turquoise",
  "Golden",
  "Silver",
  "Emerald",
  "Tidal",
  "Sapphire",
  "Ivory",
  "Amber",
  "Breeze",
  "Crystal",
  "Hidden",
  "Serene",
  "Wild",
  "Royal",
];
const HOTEL_NOUN = [
  "Reef",
  "Bay",
  "Sands",
  "Cove",
  "Harbour",
  "Shore",
  "Atoll",
  "Garden",
  "Cliff",
  "Horizon",
  "Tide",
  "Island",
  "Dune",
  "Pearl",
  "Manta",
  "Orchid",
  "Frangipani",
  "Banyan",
  "Coconut",
  "Driftwood",
  "Mangrove",
  "Lotus",
  "Terrace",
  "Village",
  "Point",
];
const HOTEL_KIND = [
  "Resort",
  "Island Resort",
  "Beach Hotel",
  "Boutique Hotel",
  "Retreat",
  "Lodge",
  "Villas",
  "Resort & Spa",
  "Hideaway",
  "Suites",
  "Inn",
  "Sanctuary",
  "Beach Club",
  "Hotel",
  "Eco Lodge",
  "Residences",
  "Collection",
  "Haven",
  "House",
  "Camp",
];
const HOTEL_PLACES = [
  ...new Set([
    ...hotels.map((h) => h.location),
    "Addu Atoll, Maldives",
    "Noonu Atoll, Maldives",
    "Dhaalu Atoll, Maldives",
    "Laamu Atoll, Maldives",
    "Vaavu Atoll, Maldives",
    "Canggu, Bali, Indonesia",
    "Nusa Dua, Bali, Indonesia",
    "Sanur, Bali, Indonesia",
    "Gili Trawangan, Lombok, Indonesia",
    "Patong, Phuket, Thailand",
    "Krabi, Thailand",
    "Koh Samui, Thailand",
    "Koh Lanta, Thailand",
    "Hua Hin, Thailand",
    "Fira, Santorini, Greece",
    "Naxos, Greece",
    "Mykonos, Greece",
    "Crete, Greece",
    "Galle, Sri Lanka",
    "Mirissa, Sri Lanka",
    "Bentota, Sri Lanka",
    "Trincomalee, Sri Lanka",
    "Zanzibar, Tanzania",
    "Mahé, Seychelles",
    "Praslin, Seychelles",
    "Grand Baie, Mauritius",
    "Le Morne, Mauritius",
    "Langkawi, Malaysia",
    "Boracay, Philippines",
    "El Nido, Palawan, Philippines",
    "Goa, India",
    "Kerala, India",
    "Phu Quoc, Vietnam",
    "Hoi An, Vietnam",
    "Bora Bora, French Polynesia",
    "Fiji",
  ]),
];
const ROOM_TYPE_SETS = [
  ["Garden Room", "Beach Villa", "Overwater Villa"],
  ["Deluxe Room", "Ocean View Room", "Family Suite"],
  ["Standard Room", "Superior Room", "Junior Suite"],
  ["Beach Bungalow", "Pool Villa", "Two-Bedroom Villa"],
];
const HOTEL_AMENITIES = [...new Set(hotels.flatMap((h) => h.amenities))];
const ROOM_AMENITIES = [...new Set(hotels.flatMap((h) => h.roomTypes.flatMap((r) => r.amenities)))];
const HOTEL_IMAGES = hotels.map((h) => h.image.path);
const HOTEL_GALLERY = hotels.flatMap((h) => h.additionalImages.map((i) => i.path));
const HOTEL_SENTENCES = [
  "Set on a quiet stretch of white sand, with a house reef a few fins from the shore.",
  "Rooms open onto shaded terraces, and the restaurant serves the morning's catch at sunset.",
  "A calm, family-friendly place with a shallow lagoon, a kids club and a long beach to walk.",
  "Designed around the view: an infinity pool, a rooftop bar and sundecks facing the horizon.",
  "Local craftsmanship throughout, from the carved doors to the hand-woven daybeds.",
  "A short boat ride from the airport, yet far enough for the stars to be the only lights at night.",
  "The spa's treatment rooms sit over the water; yoga is held at dawn in the garden pavilion.",
  "Guests snorkel with turtles on the house reef and dive the channel with the resident instructors.",
];
const GH_PLACES = [
  ...new Set([
    ...guestHouses.map((g) => g.location),
    "Gulhi, Kaafu Atoll, Maldives",
    "Guraidhoo, Kaafu Atoll, Maldives",
    "Huraa, Kaafu Atoll, Maldives",
    "Himmafushi, Kaafu Atoll, Maldives",
    "Dhangethi, Alif Dhaal Atoll, Maldives",
    "Mathiveri, Alif Alif Atoll, Maldives",
    "Thoddoo, Alif Alif Atoll, Maldives",
    "Fehendhoo, Baa Atoll, Maldives",
    "Dharavandhoo, Baa Atoll, Maldives",
    "Hinnavaru, Lhaviyani Atoll, Maldives",
  ]),
];
const GH_NAME = [
  "Coral",
  "Sea Breeze",
  "Island",
  "Blue Lagoon",
  "Sunrise",
  "Palm Shade",
  "Turtle",
  "Sandbank",
  "Reef Edge",
  "Moonlight",
  "Seashell",
  "Frigate",
  "Dhoni",
  "Veli",
  "Kandu",
  "Fehi",
  "Raalhu",
  "Hiyala",
  "Bonito",
  "Starfish",
];
const GH_KIND = ["Guest House", "Inn", "Lodge", "Beach House", "Retreat", "View", "Residence", "Stay"];
const DAY_KIND = ["Day Escape", "Day Visit", "Island Day Pass", "Resort Day Trip"];
const GH_FACILITIES = [...new Set(guestHouses.flatMap((g) => g.facilities))];
const GH_ACTIVITIES = [...new Set(guestHouses.flatMap((g) => g.activities))];
const GH_IMAGES = guestHouses.map((g) => g.mainImage.path);
const GH_GALLERY = guestHouses.flatMap((g) => g.galleryImages.map((i) => i.path));
/** Presets of the admin spec (§9): name, surcharge per night, units range (from, count). */
const GH_ROOMS: [string, number, number, number][] = [
  ["Standard Room", 0, 2, 5],
  ["Deluxe Room", 25, 1, 3],
  ["Family Room", 40, 1, 2],
  ["Dormitory", -30, 4, 7],
];
const MEAL_PLANS: [string, number][] = [
  ["Room Only", 0],
  ["Bed & Breakfast", 15],
  ["Half Board", 35],
  ["Full Board", 50],
  ["All Inclusive", 75],
];
const DESTINATION_BASE = destinations.map((d) => ({
  name: d.name,
  country: d.country,
  currency: d.currency,
  language: d.language,
  timezone: d.timezone,
  best: d.bestTimeToVisit,
}));
const DESTINATION_PLACES = [
  ...DESTINATION_BASE,
  ...[
    [
      "Sri Lanka",
      "Sri Lanka",
      "LKR (Sri Lankan rupee)",
      "Sinhala and Tamil (English widely spoken)",
      "Asia/Colombo",
      "December to March on the south coast",
    ],
    [
      "Seychelles",
      "Seychelles",
      "SCR (Seychellois rupee)",
      "Seychellois Creole, English and French",
      "Indian/Mahe",
      "April to May and October to November",
    ],
    [
      "Mauritius",
      "Mauritius",
      "MUR (Mauritian rupee)",
      "English, French and Creole",
      "Indian/Mauritius",
      "May to December",
    ],
    [
      "Zanzibar",
      "Tanzania",
      "TZS (Tanzanian shilling)",
      "Swahili (English widely spoken)",
      "Africa/Dar_es_Salaam",
      "June to October",
    ],
    [
      "Langkawi",
      "Malaysia",
      "MYR (Malaysian ringgit)",
      "Malay (English widely spoken)",
      "Asia/Kuala_Lumpur",
      "November to April",
    ],
    ["Palawan", "Philippines", "PHP (Philippine peso)", "Filipino and English", "Asia/Manila", "December to May"],
    [
      "Krabi",
      "Thailand",
      "THB (Thai baht)",
      "Thai (English spoken in tourist areas)",
      "Asia/Bangkok",
      "November to April",
    ],
    ["Crete", "Greece", "EUR (euro)", "Greek (English widely spoken)", "Europe/Athens", "May to October"],
    ["Goa", "India", "INR (Indian rupee)", "Konkani and English", "Asia/Kolkata", "November to February"],
    [
      "Phu Quoc",
      "Vietnam",
      "VND (Vietnamese dong)",
      "Vietnamese (English in resorts)",
      "Asia/Ho_Chi_Minh",
      "November to March",
    ],
  ].map(([name, country, currency, language, timezone, best]) => ({
    name: name!,
    country: country!,
    currency: currency!,
    language: language!,
    timezone: timezone!,
    best: best!,
  })),
];
const DESTINATION_AREAS = [
  "",
  "North",
  "South",
  "East Coast",
  "West Coast",
  "Old Town",
  "Islands",
  "Highlands",
  "Bay",
  "Lagoon",
  "Reef Coast",
  "Hinterland",
  "Harbour",
  "Peninsula",
  "Outer Islands",
  "Marine Park",
  "Riviera",
  "Backcountry",
  "Capes",
  "Lakes",
];
const DESTINATION_IMAGES = destinations.map((d) => d.image.path);
const ATTRACTIONS = [
  "Sandbank picnics",
  "House-reef snorkelling",
  "Sunset dhoni cruises",
  "Temple walks",
  "Rice-terrace treks",
  "Night markets",
  "Cliff-top sunsets",
  "Island hopping",
  "Whale-shark spotting",
  "Surf breaks",
  "Wine tasting",
  "Old-town lanes",
  "Waterfalls",
  "Cooking classes",
  "Dive sites",
];
const PROMO_TITLES = [
  "Early Bird",
  "Stay Longer, Pay Less",
  "Honeymoon Escape",
  "Family Summer",
  "Last-Minute Deal",
  "Wellness Retreat",
  "Weekend Getaway",
  "Dive & Stay",
  "Surf & Stay",
  "Festive Season Offer",
];
const PROMO_IMAGES = promotions.map((p) => p.image.path);
const SPECIAL_REQUESTS = [
  "Late arrival, around 22:00.",
  "A quiet room, please.",
  "Celebrating our anniversary.",
  "Vegetarian meals, please.",
  "Airport transfer for two, please.",
  "Twin beds if possible.",
  "Early check-in if the room is ready.",
  "A cot for our baby, please.",
];

function scaled(n: number, factor: number, min = 1): number {
  return Math.max(min, Math.round(n * factor));
}

/**
 * Grows the database behind `db` (one session: PostgreSQL or the embedded engine). Refuses nothing
 * on an empty database (it brings its own vocabulary), but is meant to run after the demo seed;
 * runs once: a database that has the scale data already is left as it is (`skipped`).
 */
export async function seedScale(db: SqlRunner, options: ScaleOptions = {}): Promise<ScaleReport> {
  const started = Date.now();
  const factor = options.factor ?? 1;
  if (!(factor > 0 && factor <= 10)) throw new Error(`The scale factor must be in (0, 10], not ${factor}`);
  const log = options.log ?? (() => {});
  const today = options.today ?? todayYmd();
  const T = `DATE ${q(today)}`;
  const n = {
    hotels: scaled(SCALE_SIZES.hotels, factor, 4),
    guestHouses: scaled(SCALE_SIZES.guestHouses, factor, 5),
    destinations: scaled(SCALE_SIZES.destinations, factor),
    promotions: scaled(SCALE_SIZES.promotions, factor),
    users: scaled(SCALE_SIZES.users, factor),
    guests: scaled(SCALE_SIZES.guests, factor, 50),
    hotelBookings: scaled(SCALE_SIZES.hotelBookings, factor, 10),
    guestHouseBookings: scaled(SCALE_SIZES.guestHouseBookings, factor, 10),
  };
  n.promotions = Math.min(n.promotions, n.hotels);

  const userEmail = (g: string) =>
    `lower(${pick(FIRST, `${g}`)} || '.' || ${pick(LAST_ASCII, `(${g}) / ${FIRST.length}`)} || '.' || (${g})::text || '@' || ${pick(DOMAINS, `(${g}) / 7`)})`;
  const userName = (g: string) => `${pick(FIRST, `${g}`)} || ' ' || ${pick(LAST, `(${g}) / ${FIRST.length}`)}`;
  const userUuid = (g: string) => `md5('lagoon-scale-user-' || (${g})::text)::uuid`;

  const one = async <T>(sql: string) => (await db.query<T>(sql))[0]!;
  const [marker] = await db.query(`SELECT 1 FROM "User" WHERE "email" = ${userEmail("0")}`);
  if (marker) return { skipped: "the database holds the scale data already", counts: {}, ms: Date.now() - started };

  const step = async (label: string, sql: string) => {
    const t = Date.now();
    if (process.env.SCALE_SQL_DUMP)
      (await import("node:fs")).appendFileSync(process.env.SCALE_SQL_DUMP, `-- ${label}\n${sql};\n`);
    await db.exec(sql);
    log(`  ${label} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  };

  const before = await one<{ hotel: number; gh: number; promo: number; hb: number; ghb: number }>(
    `SELECT COALESCE((SELECT max("id") FROM "Hotel"), 0)::int AS "hotel", COALESCE((SELECT max("id") FROM "GuestHouse"), 0)::int AS "gh",
            COALESCE((SELECT max("id") FROM "Promotion"), 0)::int AS "promo",
            (SELECT count(*) FROM "Booking")::int AS "hb", (SELECT count(*) FROM "GuestHouseBooking")::int AS "ghb"`,
  );
  const demo = (
    await db.query<{ id: string; name: string }>(
      `SELECT "id"::text AS "id", "name" FROM "User" WHERE "email" = 'customer@example.com'`,
    )
  )[0];
  const passwordHash = await hashPassword(SCALE_USER_PASSWORD);

  await step("settings", `SET work_mem = '64MB'; SET maintenance_work_mem = '256MB'; SET synchronous_commit = off`);
  // One transaction: a run that fails leaves nothing behind (and can simply be run again).
  await db.exec("BEGIN");
  try {
    await grow();
    await db.exec("COMMIT");
  } catch (error) {
    await db.exec("ROLLBACK").catch(() => {});
    throw error;
  }
  // What autovacuum does soon after a bulk load in production: statistics, and the visibility map
  // that lets counts and aggregates read an index alone instead of every row's page.
  await step("vacuum analyze", `VACUUM ANALYZE`);

  const totals = await one<Record<string, number>>(
    `SELECT (SELECT count(*) FROM "Hotel")::int AS "hotels", (SELECT count(*) FROM "RoomType")::int AS "roomTypes",
            (SELECT count(*) FROM "GuestHouse")::int AS "guestHouses", (SELECT count(*) FROM "Destination")::int AS "destinations",
            (SELECT count(*) FROM "Promotion")::int AS "promotions", (SELECT count(*) FROM "User")::int AS "users",
            (SELECT count(*) FROM "Booking")::int AS "hotelBookings", (SELECT count(*) FROM "GuestHouseBooking")::int AS "guestHouseBookings",
            (SELECT count(*) FROM "InventoryNight")::int AS "inventoryNights", (SELECT count(*) FROM "EmailLog")::int AS "emailLogs"`,
  );
  return { counts: totals, ms: Date.now() - started };

  async function grow() {
    // Customer accounts: the first `users` guests of the pool below.
    await step(
      `${n.users} users`,
      `INSERT INTO "User" ("id", "name", "email", "passwordHash", "role", "createdAt", "updatedAt")
     SELECT ${userUuid("g")}, ${userName("g")}, ${userEmail("g")}, ${q(passwordHash)}, 'customer',
            now() - (${H("g", 0)} % 1000) * interval '1 day', now()
     FROM generate_series(0, ${n.users - 1}) AS g`,
    );

    // Hotels: the room-type names are the ones RoomType gets below (the same list, in the same order).
    const rtFlat = ROOM_TYPE_SETS.flat();
    await step(
      `${n.hotels} hotels`,
      `INSERT INTO "Hotel" ("name", "location", "price", "image", "rating", "reviews", "lovedPercentage", "description", "locationDescription",
                          "amenities", "roomTypes", "additionalImages", "policies", "checkInTime", "checkOutTime", "createdAt", "updatedAt")
     SELECT ${pick(HOTEL_ADJ, "k")} || ' ' || ${pick(HOTEL_NOUN, `k / ${HOTEL_ADJ.length}`)} || ' ' || ${pick(HOTEL_KIND, `k / ${HOTEL_ADJ.length * HOTEL_NOUN.length}`)},
            ${pick(HOTEL_PLACES, H("k", 1))},
            (60 + ${H("k", 2)} % 840)::numeric(10, 2),
            ${pick(HOTEL_IMAGES, H("k", 3))},
            (3.5 + (${H("k", 4)} % 16) / 10.0)::numeric(2, 1),
            (${H("k", 5)} % 2400)::int,
            (70 + ${H("k", 6)} % 30)::int,
            ${pick(HOTEL_SENTENCES, H("k", 7))} || ' ' || ${pick(HOTEL_SENTENCES, H("k", 8))} || ' ' || ${pick(HOTEL_SENTENCES, H("k", 9))},
            'A short transfer from the nearest airport; the beach, the village and the reef are a walk away.',
            ARRAY(SELECT a FROM unnest(${arr(HOTEL_AMENITIES)}) WITH ORDINALITY AS x(a, j) WHERE j <= 2 OR ${H("k * 31 + j", 10)} % 3 = 0 ORDER BY j),
            ARRAY(SELECT (${arr(rtFlat)})[((k / 4) % 4) * 3 + j] FROM generate_series(1, (${iarr([2, 3, 3, 3])})[1 + k % 4]) AS j ORDER BY j),
            ARRAY[${pick(HOTEL_GALLERY, H("k", 11))}, ${pick(HOTEL_GALLERY, H("k", 0) + " + 7")}, ${pick(HOTEL_GALLERY, H("k", 1) + " + 13")}],
            'Free cancellation up to 14 days before arrival. Children of all ages are welcome.',
            '14:00', '12:00',
            now() - (${H("k", 3)} % 1000) * interval '1 day', now()
     FROM generate_series(0, ${n.hotels - 1}) AS k
     ORDER BY k`,
    );
    await step(
      "new hotels numbered",
      `CREATE TEMP TABLE "scale_hotel" AS
     SELECT (row_number() OVER (ORDER BY "id") - 1)::int AS "k", "id", "name", "location", "price", "roomTypes", "image"
     FROM "Hotel" WHERE "id" > ${before.hotel}`,
    );
    await step(
      "room types",
      `INSERT INTO "RoomType" ("hotelId", "name", "description", "basePrice", "maxOccupancy", "amenities", "images", "units", "updatedAt")
     SELECT h."id", r."name",
            'A bright room with a private terrace, a rain shower and a daybed for the afternoon heat.',
            round(h."price" * (${iarr([100, 135, 180])})[r."j"::int] / 100.0, 2),
            (${iarr([2, 3, 4])})[r."j"::int],
            ARRAY(SELECT a FROM unnest(${arr(ROOM_AMENITIES)}) WITH ORDINALITY AS x(a, i) WHERE ${H(`h."k" * 97 + r."j" * 7 + i`, 4)} % 9 = 0 ORDER BY i LIMIT 5),
            ARRAY[h."image"],
            (4 + ${H(`h."k" * 3 + r."j"`, 5)} % 27)::int,
            now()
     FROM "scale_hotel" h CROSS JOIN LATERAL unnest(h."roomTypes") WITH ORDINALITY AS r("name", "j")
     ORDER BY h."id", r."j"`,
    );
    await step(
      "room types numbered",
      `CREATE TEMP TABLE "scale_rt" AS
     SELECT (row_number() OVER (ORDER BY rt."id") - 1)::int AS "n", rt."id", 'rt:' || rt."id" AS "key", rt."name", rt."units", rt."maxOccupancy" AS "maxOcc",
            h."id" AS "hotelId", h."k" AS "hotelK", h."name" AS "hotelName", h."price"
     FROM "RoomType" rt JOIN "scale_hotel" h ON h."id" = rt."hotelId";
     CREATE INDEX ON "scale_rt" ("n"); ANALYZE "scale_rt"`,
    );

    // Promotions: one for every (hotels / promotions)-th hotel; validity windows from long past to just ahead.
    const everyHotel = Math.max(1, Math.floor(n.hotels / n.promotions));
    await step(
      `${n.promotions} promotions`,
      `INSERT INTO "Promotion" ("title", "image", "location", "discount", "rating", "reviews", "originalPrice", "discountedPrice", "description",
                              "validFrom", "validUntil", "terms", "maxBookings", "bookedCount", "hotelId", "updatedAt")
     SELECT p."title", p."image", h."location", p."discount", (4.0 + ${H("h.k", 6)} % 10 / 10.0)::numeric(2, 1), (${H("h.k", 7)} % 900)::int,
            h."price", ((round(h."price" * 100) - round(round(h."price" * 100) * p."discount" / 100.0)) / 100.0)::numeric(10, 2),
            'Book ' || h."name" || ' for less: the discount applies to every night of the stay.',
            p."from", p."from" + (30 + ${H("h.k", 8)} % 400)::int,
            'Subject to availability. Not combinable with other offers.',
            CASE WHEN ${H("h.k", 9)} % 5 < 2 THEN 0 ELSE (50 + ${H("h.k", 10)} % 450)::int END, 0, h."id", now()
     FROM "scale_hotel" h
     CROSS JOIN LATERAL (SELECT ${pick(PROMO_TITLES, H("h.k", 11))} || ' at ' || h."name" AS "title", ${pick(PROMO_IMAGES, H("h.k", 0))} AS "image",
                                (5 + ${H("h.k", 1)} % 46)::int AS "discount", ${T} - (${H("h.k", 2)} % 900)::int + 60 AS "from") p
     WHERE h."k" % ${everyHotel} = 0 AND h."k" / ${everyHotel} < ${n.promotions}`,
    );

    await step(
      `${n.destinations} destinations`,
      `INSERT INTO "Destination" ("name", "country", "image", "hotels", "priceFrom", "description", "attractions", "bestTimeToVisit", "currency", "language", "timezone", "updatedAt")
     SELECT trim(d."name" || ' ' || ${pick(DESTINATION_AREAS, `k / ${DESTINATION_PLACES.length}`)}), d."country", ${pick(DESTINATION_IMAGES, H("k", 3))},
            (5 + ${H("k", 4)} % 300)::int, (60 + ${H("k", 5)} % 300)::numeric(10, 2),
            'Beaches, reefs and villages to explore: ' || d."name" || ' rewards a slow week as much as a long weekend.',
            ARRAY[${pick(ATTRACTIONS, H("k", 6))}, ${pick(ATTRACTIONS, H("k", 7))}, ${pick(ATTRACTIONS, H("k", 8))}],
            d."best", d."currency", d."language", d."timezone", now()
     FROM generate_series(0, ${n.destinations - 1}) AS k
     JOIN (SELECT * FROM (VALUES ${DESTINATION_PLACES.map((d, i) => `(${i}, ${q(d.name)}, ${q(d.country)}, ${q(d.currency)}, ${q(d.language)}, ${q(d.timezone)}, ${q(d.best)})`).join(", ")})
           AS v("i", "name", "country", "currency", "language", "timezone", "best")) d ON d."i" = k % ${DESTINATION_PLACES.length}`,
    );

    // Guest houses: one in five a resort day visit (a daily capacity in guests).
    const roomJson = (k: string, j: string) =>
      `jsonb_build_object('id', substr(md5('lagoon-scale-gh-' || (${k})::text || '-' || (${j})::text), 1, 12), 'name', (${arr(GH_ROOMS.map((r) => r[0]))})[${j}],
                        'price', (${iarr(GH_ROOMS.map((r) => r[1]))})[${j}], 'units', (${iarr(GH_ROOMS.map((r) => r[2]))})[${j}] + ${H(`(${k}) * 5 + ${j}`, 3)} % (${iarr(GH_ROOMS.map((r) => r[3]))})[${j}])`;
    await step(
      `${n.guestHouses} guest houses`,
      `INSERT INTO "GuestHouse" ("title", "type", "description", "location", "mainImage", "galleryImages", "pricePerNight", "checkInTime", "checkOutTime",
                               "maxGuests", "minimumStay", "facilities", "activities", "policies", "roomTypes", "mealPlans", "dailyCapacity", "isActive", "createdAt", "updatedAt")
     SELECT ${pick(GH_NAME, "k")} || ' ' || CASE WHEN k % 5 = 4 THEN ${pick(DAY_KIND, `k / ${GH_NAME.length}`)} ELSE ${pick(GH_KIND, `k / ${GH_NAME.length}`)} END
              || CASE WHEN k >= ${GH_NAME.length * GH_KIND.length} THEN ' ' || (k / ${GH_NAME.length * GH_KIND.length} + 1)::text ELSE '' END,
            CASE WHEN k % 5 = 4 THEN 'resort_day_visit' ELSE 'guest_house' END::"GuestHouseType",
            'A family-run place on a local island: bright rooms, a shaded garden and hosts who know every sandbank and snorkel spot nearby.',
            ${pick(GH_PLACES, H("k", 1))},
            ${pick(GH_IMAGES, H("k", 2))},
            ARRAY[${pick(GH_GALLERY, H("k", 3))}, ${pick(GH_GALLERY, H("k", 4))}, ${pick(GH_GALLERY, H("k", 5))}],
            (40 + ${H("k", 6)} % 161)::numeric(10, 2),
            CASE WHEN k % 5 = 4 THEN '09:00' ELSE '13:00' END, CASE WHEN k % 5 = 4 THEN '17:00' ELSE '11:00' END,
            CASE WHEN k % 5 = 4 THEN 20 ELSE 4 + (${H("k", 7)} % 9)::int END,
            CASE WHEN k % 5 = 4 THEN 1 ELSE 1 + (${H("k", 8)} % 3)::int END,
            ARRAY(SELECT f FROM unnest(${arr(GH_FACILITIES)}) WITH ORDINALITY AS x(f, j) WHERE j <= 3 OR ${H("k * 31 + j", 9)} % 3 = 0 ORDER BY j),
            ARRAY(SELECT a FROM unnest(${arr(GH_ACTIVITIES)}) WITH ORDINALITY AS x(a, j) WHERE ${H("k * 37 + j", 10)} % 8 = 0 ORDER BY j LIMIT 5),
            'Check-in from 13:00. Quiet hours after 22:00. Modest dress in the village, please.',
            (SELECT jsonb_agg(${roomJson("k", "j")} ORDER BY j) FROM generate_series(1, 1 + k % 4) AS j),
            (SELECT jsonb_agg(jsonb_build_object('name', (${arr(MEAL_PLANS.map((m) => m[0]))})[j], 'price', (${iarr(MEAL_PLANS.map((m) => m[1]))})[j]) ORDER BY j)
               FROM generate_series(1, 2 + (${H("k", 11)} % 4)::int) AS j),
            CASE WHEN k % 5 = 4 THEN 40 + (${H("k", 0)} % 5)::int * 10 END,
            k % 20 <> 19,
            now() - (${H("k", 1)} % 1000) * interval '1 day', now()
     FROM generate_series(0, ${n.guestHouses - 1}) AS k
     ORDER BY k`,
    );
    // What a guest-house booking takes: a room type entry (1 unit a night), or a day visit's capacity ("day", guests a day).
    await step(
      "guest-house room types numbered",
      `CREATE TEMP TABLE "scale_ghr" AS
     SELECT (row_number() OVER (ORDER BY g."id", e."j") - 1)::int AS "n", g."id" AS "houseId", g."title", g."type"::text AS "type",
            CASE WHEN g."type" = 'resort_day_visit' THEN 'day' ELSE 'ghr:' || (e."room" ->> 'id') END AS "key",
            e."room" ->> 'name' AS "roomName", (e."room" ->> 'price')::numeric AS "roomPrice",
            CASE WHEN g."type" = 'resort_day_visit' THEN g."dailyCapacity" ELSE (e."room" ->> 'units')::int END AS "units",
            g."pricePerNight", g."minimumStay", g."maxGuests", g."mealPlans"
     FROM "GuestHouse" g CROSS JOIN LATERAL jsonb_array_elements(g."roomTypes") WITH ORDINALITY AS e("room", "j")
     WHERE g."id" > ${before.gh} AND (g."type" = 'guest_house' OR e."j" = 1);
     CREATE INDEX ON "scale_ghr" ("n"); ANALYZE "scale_ghr"`,
    );

    const counts = await one<{ rt: number; ghr: number }>(
      `SELECT (SELECT count(*) FROM "scale_rt")::int AS "rt", (SELECT count(*) FROM "scale_ghr")::int AS "ghr"`,
    );
    const span = SPAN_BEFORE + SPAN_AFTER;
    const day0 = addDays(today, -SPAN_BEFORE);

    /**
     * The shared shape of both booking inserts: row i books entry i % entries, in window
     * floor(i / entries) of the span (windows never overlap), `nights` long; status by whether the
     * stay has ended; the creation time before the check-in (a pending stay to come: within the last
     * 20 hours, so its 24-hour hold runs); the customer from the pool (with the heavy ones).
     */
    const stayCtes = (table: string, entries: number, total: number, nightsSql: string) => {
      const perEntry = Math.ceil(total / entries);
      const window = span / perEntry;
      const whole = Math.max(1, Math.floor(window));
      return `
     s0 AS (
       SELECT g.i, e.*, ${H("g.i", 0)} AS h0, ${H("g.i", 1)} AS h1, ${H("g.i", 2)} AS h2, ${H("g.i", 3)} AS h3, ${H("g.i", 4)} AS h4,
              ${H("g.i", 5)} AS h5, ${H("g.i", 6)} AS h6, ${H("g.i", 7)} AS h7,
              floor((g.i / ${entries}) * ${window.toFixed(6)})::int AS "wstart"
       FROM generate_series(0, ${total - 1}) AS g(i) JOIN "${table}" e ON e."n" = g.i % ${entries}
     ),
     s1 AS MATERIALIZED (SELECT s0.*, LEAST(${whole}, ${nightsSql})::int AS "nights" FROM s0),
     s2 AS (SELECT s1.*, DATE ${q(day0)} + s1."wstart" + (s1.h1 % (${whole} - s1."nights" + 1))::int AS "ci" FROM s1),
     s3 AS MATERIALIZED (
       SELECT s2.*, s2."ci" + s2."nights" AS "co",
              CASE WHEN s2."ci" + s2."nights" <= ${T} THEN
                     CASE WHEN s2.h2 % 100 < 80 THEN 'completed' WHEN s2.h2 % 100 < 95 THEN 'cancelled' WHEN s2.h2 % 100 < 98 THEN 'confirmed' ELSE 'pending' END
                   WHEN s2."ci" <= ${T} THEN CASE WHEN s2.h2 % 100 < 92 THEN 'confirmed' ELSE 'cancelled' END
                   ELSE CASE WHEN s2.h2 % 100 < 22 THEN 'pending' WHEN s2.h2 % 100 < 90 THEN 'confirmed' ELSE 'cancelled' END
              END AS "st"
       FROM s2
     ),
     s4 AS (
       SELECT s3.*,
              CASE WHEN s3."st" = 'pending' AND s3."co" > ${T} THEN now() - (s3.h3 % 72000) * interval '1 second'
                   ELSE LEAST(s3."ci"::timestamp AT TIME ZONE 'UTC' - (1 + s3.h3 % 120) * interval '1 day' + (s3.h4 % 86400) * interval '1 second', now() - interval '1 hour')
              END AS "created",
              CASE WHEN s3.i % 500 = 0 AND ${demo ? "true" : "false"} THEN -1 WHEN s3.i % 500 = 0 THEN (s3.h5 % ${n.guests})::int WHEN s3.i % 500 <= 4 THEN -1 - (s3.i % 500)::int ELSE (s3.h5 % ${n.guests})::int END AS "guest"
       FROM s3
     ),
     s5 AS MATERIALIZED (
       SELECT s4.*,
              CASE WHEN s4."st" = 'completed' THEN 'paid'
                   WHEN s4."st" = 'confirmed' THEN CASE WHEN s4.h6 % 4 = 0 THEN 'pending' ELSE 'paid' END
                   WHEN s4."st" = 'pending' THEN CASE WHEN s4.h6 % 10 = 0 THEN 'failed' ELSE 'pending' END
                   ELSE CASE WHEN s4.h6 % 2 = 0 THEN 'refunded' ELSE 'pending' END
              END AS "pay",
              s4."st" IN ('pending', 'confirmed') AND s4."co" > ${T} AS "held",
              CASE WHEN s4."guest" = -1 THEN ${q(demo?.name ?? "")}
                   WHEN s4."guest" < -1 THEN 'Atoll Ventures Travel Desk ' || (-1 - s4."guest")::text
                   ELSE ${userName(`s4."guest"`)} END AS "cname",
              CASE WHEN s4."guest" = -1 THEN 'customer@example.com'
                   WHEN s4."guest" < -1 THEN 'travel.desk' || (-1 - s4."guest")::text || '@atollventures.example.com'
                   ELSE ${userEmail(`GREATEST(s4."guest", 0)`)} END AS "cemail",
              CASE WHEN s4."guest" = -1 THEN ${demo ? `${q(demo.id)}::uuid` : "NULL::uuid"}
                   WHEN s4."guest" >= 0 AND s4."guest" < ${n.users} THEN ${userUuid(`s4."guest"`)} END AS "uid",
              ${pick(COUNTRY_CODES, "s4.h7")} || ' ' || lpad((s4.h7 % 10000000)::text, 7, '0') AS "phone",
              CASE WHEN s4.h7 % 9 = 0 THEN ${pick(SPECIAL_REQUESTS, "s4.h7 / 9")} ELSE '' END AS "requests",
              '10.' || (s4.h5 % 256)::text || '.' || (s4.h6 % 256)::text || '.' || (1 + s4.h7 % 254)::text AS "addr"
       FROM s4
     )`;
    };
    /** The columns every booking has, from s5 (or a later CTE over it) aliased `b`. */
    const commonColumns = `b."cname", b."cemail", b."phone", b."requests", b."st"::"BookingStatus", b."pay"::"PaymentStatus",
            b."key", b."units1", b."held",
            CASE WHEN b."held" AND b."st" = 'pending' THEN b."created" + interval '24 hours' END,
            CASE WHEN b."st" = 'cancelled' THEN LEAST(now(), b."created" + (1 + b.h0 % 20) * interval '1 day')
                 WHEN b."st" = 'pending' AND NOT b."held" THEN b."created" + interval '24 hours' END,
            CASE WHEN b."held" OR b."st" <> 'pending' THEN LEAST(now(), b."created" + interval '10 minutes') END,
            b."addr",
            CASE WHEN b."st" IN ('confirmed', 'completed') AND b."ci" <= ${T} + 1 THEN (b."ci" - 1)::timestamp AT TIME ZONE 'UTC' + interval '9 hours' END,
            b."created", LEAST(now(), b."created" + (b.h1 % 6) * interval '1 day')`;
    const commonNames = `"customerName", "customerEmail", "customerPhone", "specialRequests", "status", "paymentStatus",
            "inventoryKey", "inventoryUnits", "inventoryHeld", "inventoryHeldUntil", "inventoryReleasedAt", "emailConfirmedAt",
            "clientAddress", "reminderSentAt", "createdAt", "updatedAt"`;

    // The bookings' secondary indexes are built once after the inserts rather than row by row (ten
    // times faster at this size); inside the transaction, so a failed run leaves them as they were.
    const indexes = await db.query<{ name: string; def: string }>(
      `SELECT "indexname" AS "name", "indexdef" AS "def" FROM pg_indexes
     WHERE "schemaname" = current_schema() AND "tablename" IN ('Booking', 'GuestHouseBooking', 'EmailLog') AND "indexdef" NOT LIKE 'CREATE UNIQUE %'`,
    );
    await step(
      `${indexes.length} booking indexes set aside`,
      indexes.map((i) => `DROP INDEX "${i.name}"`).join("; ") || "SELECT 1",
    );
    // The foreign keys of the bookings hold by construction (every id comes from a row written
    // above); a superuser skips their per-row triggers as pg_restore does (a quarter of the time), and
    // they are checked once, set-based, after the inserts (foreignKeysHold).
    const [role] = await db.query<{ superuser: boolean }>(
      `SELECT "rolsuper" AS "superuser" FROM pg_roles WHERE "rolname" = current_user`,
    );
    const bulk = role?.superuser === true;
    if (bulk) await step("per-row foreign-key triggers off", `SET LOCAL session_replication_role = replica`);

    /**
     * Rows are written in reference order with ids that grow in the same order (RFC 9562 version-7
     * layout: this run's time, then the row's rank), so the primary key and the reference index are
     * appended to rather than written at random places (several times faster at a million rows).
     */
    const runHex = Date.now().toString(16).padStart(12, "0");
    const orderedUuid = (salt: string) => {
      const c = `lpad(to_hex(row_number() OVER (ORDER BY b."ref")), 6, '0')`;
      return `(${q(`${runHex.slice(0, 8)}-${runHex.slice(8, 12)}-7`)} || substr(${c}, 1, 3) || '-8' || substr(${c}, 4, 3) || '-' || substr(md5(${q(salt)} || b."ref"), 1, 12))::uuid`;
    };

    await step(
      `${n.hotelBookings} hotel bookings`,
      `INSERT INTO "Booking" ("id", "reference", "hotelId", "hotelName", "promotionId", "userId", "roomType", "checkIn", "checkOut", "adults", "children",
                            "nightlyRate", "totalPrice", ${commonNames})
     WITH ${stayCtes("scale_rt", counts.rt, n.hotelBookings, "1 + s0.h0 % 7")},
     s6 AS (
       SELECT s5.*, 1 AS "units1", p."id" AS "promoId", COALESCE(p."discountedPrice", s5."price") AS "rate"
       FROM s5 LEFT JOIN "Promotion" p
         ON p."hotelId" = s5."hotelId" AND p."id" > ${before.promo} AND s5.h4 % 3 = 0 AND s5."created"::date BETWEEN p."validFrom" AND p."validUntil"
     )
     SELECT ${orderedUuid("MV")}, b."ref", b."hotelId", b."hotelName", b."promoId", b."uid", b."name", b."ci", b."co",
            1 + (b.h3 % LEAST(b."maxOcc", 2))::int, CASE WHEN b."maxOcc" > 2 THEN (b.h4 % (b."maxOcc" - 1))::int ELSE 0 END,
            b."rate", b."rate" * b."nights", ${commonColumns}
     FROM (SELECT s6.*, ${referenceSql("MV", `${before.hb} + s6.i`)} AS "ref" FROM s6) b
     WHERE NOT EXISTS (SELECT 1 FROM "Booking" x WHERE x."reference" = b."ref")
     ORDER BY b."ref"`,
    );

    await step(
      `${n.guestHouseBookings} guest-house bookings`,
      `INSERT INTO "GuestHouseBooking" ("id", "reference", "guestHouseId", "guestHouseTitle", "userId", "checkInDate", "checkOutDate", "guests", "roomType", "mealPlan",
                                      "nightlyRate", "totalPrice", ${commonNames})
     WITH ${stayCtes("scale_ghr", counts.ghr, n.guestHouseBookings, `CASE WHEN s0."type" = 'resort_day_visit' THEN 1 ELSE GREATEST(s0."minimumStay", 1 + s0.h0 % 6) END`)},
     s6 AS (
       SELECT s5.*, m."meal",
              CASE WHEN s5."type" = 'resort_day_visit' THEN 1 + (s5.h3 % LEAST(s5."maxGuests", s5."units", 8))::int ELSE 1 + (s5.h3 % LEAST(s5."maxGuests", 4))::int END AS "guests"
       FROM s5 CROSS JOIN LATERAL (SELECT s5."mealPlans" -> (s5.h4 % jsonb_array_length(s5."mealPlans"))::int AS "meal") m
     ),
     s7 AS (
       SELECT s6.*, CASE WHEN s6."type" = 'resort_day_visit' THEN s6."guests" ELSE 1 END AS "units1",
              GREATEST(0, s6."pricePerNight" + s6."roomPrice" + (s6."meal" ->> 'price')::numeric)::numeric(10, 2) AS "rate"
       FROM s6
     )
     SELECT ${orderedUuid("GH")}, b."ref", b."houseId", b."title", b."uid", b."ci", b."co", b."guests", b."roomName", b."meal" ->> 'name',
            b."rate", b."rate" * b."nights", ${commonColumns}
     FROM (SELECT s7.*, ${referenceSql("GH", `${before.ghb} + s7.i`)} AS "ref" FROM s7) b
     WHERE NOT EXISTS (SELECT 1 FROM "GuestHouseBooking" x WHERE x."reference" = b."ref")
     ORDER BY b."ref"`,
    );

    // The e-mail log: the booking-received mail of about a quarter of the bookings (sent; one in 40
    // failed, with no retry pending — nothing for the outbox to pick up).
    for (const [table, column, after] of [
      ["Booking", "bookingId", before.hotel],
      ["GuestHouseBooking", "guestHouseBookingId", before.gh],
    ] as const) {
      const property = table === "Booking" ? `"hotelId"` : `"guestHouseId"`;
      await step(
        `e-mail log of ${table}`,
        `INSERT INTO "EmailLog" ("id", "toEmail", "subject", "templateType", "status", "errorMessage", "${column}", "attempt", "createdAt")
       SELECT (${q(`${runHex.slice(0, 8)}-${runHex.slice(8, 12)}-7`)} || substr(c, 1, 3) || '-9' || substr(c, 4, 3) || '-' || substr(md5(b."reference"), 1, 12))::uuid,
              b."customerEmail", 'Booking Request Received - #' || b."reference", 'bookingReceived',
              CASE WHEN ascii(right(b."reference", 1)) % 40 = 0 THEN 'failed' ELSE 'sent' END::"EmailStatus",
              CASE WHEN ascii(right(b."reference", 1)) % 40 = 0 THEN 'Connection timeout' END,
              b."id", 1, b."createdAt" + interval '4 seconds'
       FROM (SELECT b.*, lpad(to_hex(row_number() OVER (ORDER BY b."createdAt", b."id") + ${table === "Booking" ? 0 : 8_000_000}), 6, '0') AS c
             FROM "${table}" b WHERE b.${property} > ${after} AND right(b."reference", 1) IN ('2', '5', '8', 'C', 'F', 'J', 'N', 'R')) b
       ORDER BY b."createdAt", b."id"`,
      );
    }

    if (bulk) {
      await step("per-row foreign-key triggers on", `SET LOCAL session_replication_role = origin`);
      const [broken] = await db.query<{ n: number }>(
        `SELECT ((SELECT count(*) FROM "Booking" b WHERE (b."hotelId" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "Hotel" h WHERE h."id" = b."hotelId"))
                  OR (b."promotionId" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "Promotion" p WHERE p."id" = b."promotionId"))
                  OR (b."userId" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "User" u WHERE u."id" = b."userId")))
             + (SELECT count(*) FROM "GuestHouseBooking" b WHERE (b."guestHouseId" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "GuestHouse" g WHERE g."id" = b."guestHouseId"))
                  OR (b."userId" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "User" u WHERE u."id" = b."userId")))
             + (SELECT count(*) FROM "EmailLog" e WHERE (e."bookingId" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "Booking" b WHERE b."id" = e."bookingId"))
                  OR (e."guestHouseBookingId" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "GuestHouseBooking" b WHERE b."id" = e."guestHouseBookingId"))))::int AS "n"`,
      );
      if (broken!.n > 0)
        throw new Error(`${broken!.n} generated bookings name a row that does not exist: nothing was written`);
      log("  foreign keys checked");
    }
    for (const i of indexes) await step(`index ${i.name}`, i.def);

    // The running totals of the bookings (BookingStatsCell): its triggers were skipped with the
    // per-row ones above (or fired once per row), so they are counted again, set-based.
    await step(
      "booking totals",
      `DELETE FROM "BookingStatsCell";
     INSERT INTO "BookingStatsCell" ("kind", "status", "paymentStatus", "shard", "count", "cents")
     SELECT 'hotel', "status", "paymentStatus", 0, count(*), coalesce(sum(round("totalPrice" * 100)), 0)::bigint FROM "Booking" GROUP BY "status", "paymentStatus";
     INSERT INTO "BookingStatsCell" ("kind", "status", "paymentStatus", "shard", "count", "cents")
     SELECT 'guest_house', "status", "paymentStatus", 0, count(*), coalesce(sum(round("totalPrice" * 100)), 0)::bigint FROM "GuestHouseBooking" GROUP BY "status", "paymentStatus"`,
    );
    // And the bookings made per day (BookingDayCell), likewise.
    await step(
      "bookings per day",
      `DELETE FROM "BookingDayCell";
     INSERT INTO "BookingDayCell" ("kind", "day", "shard", "count", "cents")
     SELECT 'hotel', ("createdAt" AT TIME ZONE 'UTC')::date, 0, count(*), coalesce(sum(round("totalPrice" * 100)) FILTER (WHERE "status" <> 'cancelled'), 0)::bigint FROM "Booking" GROUP BY 2;
     INSERT INTO "BookingDayCell" ("kind", "day", "shard", "count", "cents")
     SELECT 'guest_house', ("createdAt" AT TIME ZONE 'UTC')::date, 0, count(*), coalesce(sum(round("totalPrice" * 100)) FILTER (WHERE "status" <> 'cancelled'), 0)::bigint FROM "GuestHouseBooking" GROUP BY 2`,
    );

    // The inventory the held stays take: booked = the sum of the held units per key and night (the
    // properties are new: no night of theirs has a row yet).
    const nightsOf = (ci: string, co: string) =>
      `generate_series(${ci}::timestamp, ${co}::timestamp - interval '1 day', interval '1 day')`;
    await step(
      "hotel inventory nights",
      `INSERT INTO "InventoryNight" ("propertyKind", "propertyId", "roomKey", "night", "units", "booked")
     SELECT 'hotel', b."hotelId", b."inventoryKey", nt."night"::date, max(r."units"), sum(b."inventoryUnits")::int
     FROM "Booking" b JOIN "scale_rt" r ON r."key" = b."inventoryKey" CROSS JOIN LATERAL ${nightsOf(`b."checkIn"`, `b."checkOut"`)} AS nt("night")
     WHERE b."inventoryHeld" AND b."hotelId" > ${before.hotel}
     GROUP BY b."hotelId", b."inventoryKey", nt."night"::date`,
    );
    await step(
      "guest-house inventory nights",
      `INSERT INTO "InventoryNight" ("propertyKind", "propertyId", "roomKey", "night", "units", "booked")
     SELECT 'guest_house', b."guestHouseId", b."inventoryKey", nt."night"::date, max(r."units"), sum(b."inventoryUnits")::int
     FROM "GuestHouseBooking" b JOIN "scale_ghr" r ON r."houseId" = b."guestHouseId" AND r."key" = b."inventoryKey"
     CROSS JOIN LATERAL ${nightsOf(`b."checkInDate"`, `b."checkOutDate"`)} AS nt("night")
     WHERE b."inventoryHeld" AND b."guestHouseId" > ${before.gh}
     GROUP BY b."guestHouseId", b."inventoryKey", nt."night"::date`,
    );
    await step(
      "promotion places",
      `UPDATE "Promotion" p SET "bookedCount" = c."n", "maxBookings" = CASE WHEN p."maxBookings" > 0 THEN GREATEST(p."maxBookings", c."n") ELSE 0 END
     FROM (SELECT "promotionId", count(*)::int AS "n" FROM "Booking" WHERE "promotionId" > ${before.promo} AND "status" <> 'cancelled' GROUP BY 1) c
     WHERE p."id" = c."promotionId"`,
    );
    await step("clean up", `DROP TABLE "scale_hotel"; DROP TABLE "scale_rt"; DROP TABLE "scale_ghr"`);
  }
}
