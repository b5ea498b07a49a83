/**
 * Demo data, idempotent: every record has a stable key (name, title, e-mail, reference) and is
 * created only when missing, so running it again adds nothing and never overwrites an admin's edits.
 *
 * - Demo mode (the embedded database, or SEED_DEMO=1 on PostgreSQL — never with NODE_ENV=production):
 *   the whole catalogue, the two demo accounts and bookings in every status.
 * - Otherwise (a real PostgreSQL, or any production start): only the administrator named by
 *   ADMIN_EMAIL / ADMIN_PASSWORD. A production start (NODE_ENV=production, either engine) is
 *   refused without a safe administrator (lib/server/startup/production-admin.ts).
 *
 * Run with `npm run db:seed` (after `npm run db:migrate`). `npm run db:seed -- --scale` then grows the
 * database to the scale data set (prisma/seed-scale.ts; `--scale=0.01` for a hundredth of it): it
 * implies the demo data, and is refused in production (NODE_ENV=production, either engine).
 */
import { pathToFileURL } from "node:url";
import type { PrismaClient } from "../lib/server/db/generated/client";
import { getDb, closeDb, getEmbeddedDatabase } from "../lib/server/db/client";
import { pgliteRunner, postgresRunner } from "../lib/server/db/sql-runner";
import { seedScale } from "./seed-scale";
import { databaseTarget } from "../lib/server/db/engine-config";
import { hashPassword, verifyPassword } from "../lib/server/auth/password";
import { readConfig } from "../lib/server/config/env";
import { adminPasswordProblem, productionAdminEnvProblems } from "../lib/server/startup/production-admin";
import {
  addDays,
  discountedPriceCents,
  fromCents,
  guestHouseNightlyCents,
  parseYmd,
  quoteStay,
  todayYmd,
} from "../lib/pricing";
import { destinations, guestHouses, hotels, promotions } from "./seed-data/index";
import { heldInventoryFields, holdInventory } from "../lib/server/availability/hold-inventory";
import {
  guestHouseInventoryTarget,
  hotelRoomByName,
  type InventoryTarget,
} from "../lib/server/availability/resolve-inventory-target";
import { newRoomTypeId } from "../lib/server/guest-houses/room-type-ids";
import { claimPromotionPlace } from "../lib/server/promotions/promotion-places";

export const DEMO_ACCOUNTS = [
  { name: "Aisha Admin", email: "admin@example.com", password: "admin12345", role: "admin" as const },
  { name: "Chris Customer", email: "customer@example.com", password: "customer12345", role: "customer" as const },
];

export interface SeedOptions {
  demo: boolean;
  /**
   * A production start (NODE_ENV=production, either engine): never demo data, and refused (throws
   * "Refusing to start: …") while `problems` or productionAccountProblems() find anything.
   */
  production?: boolean;
  /** What the environment's ADMIN_EMAIL / ADMIN_PASSWORD get wrong for a production start. */
  problems?: string[];
  /** Seeding day as yyyy-MM-dd (promotion validity and booking dates are relative to it). */
  today?: string;
  admin?: { email: string; password: string; name?: string };
  log?: (line: string) => void;
  /** Why a demo seed that was asked for is not done (SEED_DEMO=1 on a production database). */
  warning?: string;
}

export interface SeedReport {
  created: Record<string, number>;
}

const date = (ymd: string) => parseYmd(ymd)!;

type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/**
 * A demo booking is written the way the booking API writes one: a pending or confirmed stay that
 * has not ended holds its room in the inventory, in the booking's own transaction (the demo data
 * fits, so this never refuses; if it ever did, the seed stops with the reason).
 */
async function withHold<T>(
  db: PrismaClient,
  stay: { status: string; checkIn: string; checkOut: string; today: string },
  target: (tx: Tx) => Promise<InventoryTarget | null>,
  create: (tx: Tx, inventory: Partial<ReturnType<typeof heldInventoryFields>>) => Promise<T>,
): Promise<T> {
  return db.$transaction(async (tx) => {
    const holds = (stay.status === "pending" || stay.status === "confirmed") && stay.checkOut > stay.today;
    const t = holds ? await target(tx) : null;
    if (!t) return create(tx, {});
    const now = new Date();
    const row = await create(tx, heldInventoryFields(t, stay.status as "pending" | "confirmed", now));
    await holdInventory(tx, t, stay.checkIn, stay.checkOut, now);
    return row;
  });
}

/**
 * What the database itself refuses a production start for: no administrator (and none named by
 * ADMIN_EMAIL / ADMIN_PASSWORD), or a demo account that still has its published password (a demo
 * database put into production). A named administrator's password must pass adminPasswordProblem().
 */
export async function productionAccountProblems(db: PrismaClient, admin: SeedOptions["admin"]): Promise<string[]> {
  const problems: string[] = [];
  if (admin) {
    const problem = adminPasswordProblem(admin.password, admin.email);
    if (problem) problems.push(problem);
  } else if ((await db.user.count({ where: { role: "admin" } })) === 0) {
    problems.push(
      "the database has no administrator: set ADMIN_EMAIL and ADMIN_PASSWORD (at least 12 characters, not a published one) for the first production start.",
    );
  }
  for (const account of DEMO_ACCOUNTS) {
    const user = await db.user.findUnique({ where: { email: account.email }, select: { passwordHash: true } });
    if (user && (await verifyPassword(user.passwordHash, account.password)))
      problems.push(
        `the demo account ${account.email} still has its published password: change it at /account (started without NODE_ENV=production) or delete the account, or start on a new database.`,
      );
  }
  return problems;
}

export async function seedDatabase(db: PrismaClient, options: SeedOptions): Promise<SeedReport> {
  if (options.production) {
    const problems = [...(options.problems ?? []), ...(await productionAccountProblems(db, options.admin))];
    if (problems.length) throw new Error(`Refusing to start: ${problems.join(" ")}`);
  }
  const today = options.today ?? todayYmd();
  const created: Record<string, number> = {};
  const count = (what: string) => (created[what] = (created[what] ?? 0) + 1);

  async function ensureUser(u: { name: string; email: string; password: string; role: "admin" | "customer" }) {
    const email = u.email.trim().toLowerCase();
    const existing = await db.user.findUnique({ where: { email } });
    if (existing) return existing;
    count("users");
    // Accounts the operator sets up: their addresses count as verified (lib/server/auth/verify-email.ts).
    return db.user.create({
      data: {
        name: u.name,
        email,
        role: u.role,
        passwordHash: await hashPassword(u.password),
        emailVerifiedAt: new Date(),
      },
    });
  }

  if (options.admin) {
    await ensureUser({
      name: options.admin.name ?? "Administrator",
      email: options.admin.email,
      password: options.admin.password,
      role: "admin",
    });
  }
  if (!options.demo || options.production) return { created };

  const users = await Promise.all(DEMO_ACCOUNTS.map(ensureUser));
  const customer = users[1]!;

  // Hotels and their room types.
  const hotelIds = new Map<
    string,
    { id: number; name: string; price: number; location: string; roomTypes: string[] }
  >();
  for (const h of hotels) {
    let row = await db.hotel.findFirst({ where: { name: h.name } });
    if (!row) {
      row = await db.hotel.create({
        data: {
          name: h.name,
          location: h.location,
          price: h.price,
          image: h.image.path,
          rating: h.rating,
          reviews: h.reviews,
          lovedPercentage: h.lovedPercentage,
          description: h.description,
          locationDescription: h.locationDescription,
          amenities: h.amenities,
          roomTypes: h.roomTypes.map((r) => r.name),
          additionalImages: h.additionalImages.map((s) => s.path),
          policies: h.policies,
          checkInTime: h.checkInTime,
          checkOutTime: h.checkOutTime,
        },
      });
      count("hotels");
    }
    for (const r of h.roomTypes) {
      const exists = await db.roomType.findUnique({ where: { hotelId_name: { hotelId: row.id, name: r.name } } });
      if (exists) continue;
      await db.roomType.create({
        data: {
          hotelId: row.id,
          name: r.name,
          description: r.description,
          basePrice: r.basePrice,
          maxOccupancy: r.maxOccupancy,
          units: r.units,
          amenities: r.amenities,
          images: r.images,
        },
      });
      count("roomTypes");
    }
    hotelIds.set(h.slug, {
      id: row.id,
      name: row.name,
      price: Number(row.price),
      location: row.location,
      roomTypes: row.roomTypes,
    });
  }

  for (const d of destinations) {
    if (await db.destination.findFirst({ where: { name: d.name } })) continue;
    await db.destination.create({
      data: {
        name: d.name,
        country: d.country,
        image: d.image.path,
        hotels: d.hotels,
        priceFrom: d.priceFrom,
        description: d.description,
        attractions: d.attractions,
        bestTimeToVisit: d.bestTimeToVisit,
        currency: d.currency,
        language: d.language,
        timezone: d.timezone,
      },
    });
    count("destinations");
  }

  const promotionIds = new Map<string, { id: number; hotelSlug: string; discountedPrice: number }>();
  for (const p of promotions) {
    const hotel = hotelIds.get(p.hotelSlug);
    if (!hotel) throw new Error(`Promotion ${p.slug} names unknown hotel ${p.hotelSlug}`);
    let row = await db.promotion.findFirst({ where: { title: p.title } });
    if (!row) {
      row = await db.promotion.create({
        data: {
          title: p.title,
          image: p.image.path,
          location: hotel.location,
          discount: p.discount,
          rating: p.rating,
          reviews: p.reviews,
          originalPrice: p.originalPrice,
          discountedPrice: fromCents(discountedPriceCents(p.originalPrice, p.discount)),
          description: p.description,
          validFrom: date(addDays(today, p.validFromOffsetDays)),
          validUntil: date(addDays(today, p.validUntilOffsetDays)),
          terms: p.terms,
          maxBookings: p.maxBookings,
          hotelId: hotel.id,
        },
      });
      count("promotions");
    }
    promotionIds.set(p.slug, { id: row.id, hotelSlug: p.hotelSlug, discountedPrice: Number(row.discountedPrice) });
  }

  const guestHouseRows = [];
  for (const g of guestHouses) {
    let row = await db.guestHouse.findFirst({ where: { title: g.title } });
    if (!row) {
      row = await db.guestHouse.create({
        data: {
          title: g.title,
          type: g.type,
          description: g.description,
          location: g.location,
          mainImage: g.mainImage.path,
          galleryImages: g.galleryImages.map((s) => s.path),
          pricePerNight: g.pricePerNight,
          checkInTime: g.checkInTime,
          checkOutTime: g.checkOutTime,
          maxGuests: g.maxGuests,
          dailyCapacity: g.dailyCapacity ?? null,
          minimumStay: g.minimumStay,
          facilities: g.facilities,
          activities: g.activities,
          policies: g.policies,
          roomTypes: g.roomTypes.map((o) => ({ id: newRoomTypeId(), ...o })),
          mealPlans: g.mealPlans.map((o) => ({ ...o })),
          isActive: g.isActive,
        },
      });
      count("guestHouses");
    }
    guestHouseRows.push({ row, seed: g });
  }

  // Bookings in every status, priced by the same module the booking API uses.
  const hotelList = [...hotelIds.values()];
  const firstPromo = [...promotionIds.values()][0];
  const hotelBookings = [
    {
      ref: "MV-DEMQA2",
      hotel: 0,
      days: [10, 14],
      status: "pending",
      pay: "pending",
      user: true,
      adults: 2,
      children: 0,
    },
    {
      ref: "MV-DEMQB3",
      hotel: 1,
      days: [21, 28],
      status: "confirmed",
      pay: "paid",
      user: true,
      adults: 2,
      children: 1,
    },
    {
      ref: "MV-DEMQC4",
      hotel: 5,
      days: [5, 8],
      status: "confirmed",
      pay: "pending",
      user: false,
      adults: 2,
      children: 0,
    },
    {
      ref: "MV-DEMQD5",
      hotel: 8,
      days: [-20, -15],
      status: "completed",
      pay: "paid",
      user: true,
      adults: 1,
      children: 0,
    },
    {
      ref: "MV-DEMQE6",
      hotel: 10,
      days: [30, 33],
      status: "cancelled",
      pay: "refunded",
      user: false,
      adults: 2,
      children: 0,
    },
    {
      ref: "MV-DEMQF7",
      hotel: 3,
      days: [45, 52],
      status: "pending",
      pay: "failed",
      user: false,
      adults: 4,
      children: 2,
    },
    {
      ref: "MV-DEMQG8",
      hotel: 6,
      days: [-40, -33],
      status: "completed",
      pay: "paid",
      user: false,
      adults: 2,
      children: 0,
    },
    {
      ref: "MV-DEMQH9",
      hotel: 0,
      days: [60, 65],
      status: "pending",
      pay: "pending",
      user: false,
      adults: 2,
      children: 0,
      promo: true,
    },
  ] as const;
  const guests = [
    { name: "Maya Fernando", email: "maya.fernando@example.net", phone: "+94 77 123 4567" },
    { name: "Lukas Berger", email: "lukas.berger@example.org", phone: "+49 151 2345 6789" },
    { name: "Sofia Rossi", email: "sofia.rossi@example.com", phone: "+39 347 555 0199" },
  ];
  for (const [i, b] of hotelBookings.entries()) {
    if (await db.booking.findUnique({ where: { reference: b.ref } })) continue;
    const hotel = hotelList[b.hotel % hotelList.length]!;
    const promo = "promo" in b && firstPromo ? firstPromo : undefined;
    const promoHotel = promo ? hotelIds.get(promo.hotelSlug)! : hotel;
    const checkIn = addDays(today, b.days[0]);
    const checkOut = addDays(today, b.days[1]);
    const quote = quoteStay(promo ? promo.discountedPrice : promoHotel.price, checkIn, checkOut);
    const guest = guests[i % guests.length]!;
    const roomType = promoHotel.roomTypes[0] ?? "Standard Room";
    await withHold(
      db,
      { status: b.status, checkIn, checkOut, today },
      (tx) => hotelRoomByName(tx, promoHotel.id, roomType),
      async (tx, inventory) => {
        // A booking of an offer takes one of its places, as the booking API does (promotion-places.ts).
        if (promo && b.status !== "cancelled") await claimPromotionPlace(tx, promo.id);
        return tx.booking.create({
          data: {
            ...inventory,
            reference: b.ref,
            hotelId: promoHotel.id,
            hotelName: promoHotel.name,
            promotionId: promo?.id ?? null,
            userId: b.user ? customer.id : null,
            customerName: b.user ? customer.name : guest.name,
            customerEmail: b.user ? customer.email : guest.email,
            customerPhone: b.user ? "+960 777 1234" : guest.phone,
            roomType,
            checkIn: date(checkIn),
            checkOut: date(checkOut),
            adults: b.adults,
            children: b.children,
            specialRequests: i % 3 === 0 ? "Late arrival, around 22:00. A quiet room, please." : "",
            nightlyRate: fromCents(quote.nightlyCents),
            totalPrice: fromCents(quote.totalCents),
            status: b.status,
            paymentStatus: b.pay,
          },
        });
      },
    );
    count("bookings");
  }

  const ghBookings = [
    { ref: "GH-DEMQA2", gh: 0, days: [7, 10], status: "pending", pay: "pending", user: true, guests: 2 },
    { ref: "GH-DEMQB3", gh: 1, days: [14, 18], status: "confirmed", pay: "paid", user: false, guests: 3 },
    { ref: "GH-DEMQC4", gh: 2, days: [-12, -9], status: "completed", pay: "paid", user: true, guests: 2 },
    { ref: "GH-DEMQD5", gh: 3, days: [20, 22], status: "cancelled", pay: "refunded", user: false, guests: 1 },
    { ref: "GH-DEMQE6", gh: 7, days: [3, 4], status: "confirmed", pay: "pending", user: false, guests: 6 },
  ] as const;
  for (const [i, b] of ghBookings.entries()) {
    if (await db.guestHouseBooking.findUnique({ where: { reference: b.ref } })) continue;
    const { row, seed } = guestHouseRows[b.gh % guestHouseRows.length]!;
    const room = seed.roomTypes[seed.roomTypes.length > 1 ? 1 : 0]!;
    const meal = seed.mealPlans[Math.min(1, seed.mealPlans.length - 1)]!;
    const checkInDate = addDays(today, b.days[0]);
    const checkOutDate = addDays(today, b.days[1]);
    const nightly = guestHouseNightlyCents(seed.pricePerNight, room.price, meal.price);
    const quote = quoteStay(fromCents(nightly), checkInDate, checkOutDate);
    const guest = guests[(i + 1) % guests.length]!;
    const guestCount = Math.min(b.guests, row.maxGuests ?? 8);
    const stay = { status: b.status, checkIn: checkInDate, checkOut: checkOutDate, today };
    await withHold(
      db,
      stay,
      async (tx) => {
        const target = await guestHouseInventoryTarget(tx, row.id, { name: room.name }, guestCount);
        return typeof target === "string" ? null : target;
      },
      (tx, inventory) =>
        tx.guestHouseBooking.create({
          data: {
            ...inventory,
            reference: b.ref,
            guestHouseId: row.id,
            guestHouseTitle: row.title,
            userId: b.user ? customer.id : null,
            customerName: b.user ? customer.name : guest.name,
            customerEmail: b.user ? customer.email : guest.email,
            customerPhone: b.user ? "+960 777 1234" : guest.phone,
            checkInDate: date(checkInDate),
            checkOutDate: date(checkOutDate),
            guests: guestCount,
            roomType: room.name,
            mealPlan: meal.name,
            specialRequests: i === 0 ? "Airport speedboat transfer for two, please." : "",
            nightlyRate: fromCents(quote.nightlyCents),
            totalPrice: fromCents(quote.totalCents),
            status: b.status,
            paymentStatus: b.pay,
          },
        }),
    );
    count("guestHouseBookings");
  }

  return { created };
}

/**
 * Demo mode — the demo catalogue, bookings and the demo accounts, whose passwords are published in
 * the README: the embedded database (the one-command demo); PostgreSQL only with SEED_DEMO=1. Never
 * when NODE_ENV=production, on either engine (SEED_DEMO is then ignored, with a warning): a
 * production database only gets the administrator of ADMIN_EMAIL / ADMIN_PASSWORD.
 */
export function seedOptionsFromEnv(env: Record<string, string | undefined> = process.env): SeedOptions {
  const c = readConfig(env);
  const postgres = c.database.kind === "postgres";
  const production = c.productionRequested;
  const demo = !production && (!postgres || env.SEED_DEMO === "1");
  const admin = c.admin.email && c.admin.password ? { email: c.admin.email, password: c.admin.password } : undefined;
  const warning =
    production && env.SEED_DEMO === "1"
      ? "SEED_DEMO=1 is ignored with NODE_ENV=production: no demo data or demo accounts are seeded."
      : undefined;
  return { demo, production, problems: productionAdminEnvProblems(c), admin, warning };
}

/**
 * The scale factor `--scale` (1) or `--scale=<factor>` asks for, or null without the flag. Throws on
 * a factor that is not a number in (0, 10].
 */
export function scaleFactorFromArgs(args: readonly string[]): number | null {
  const arg = args.find((a) => a === "--scale" || a.startsWith("--scale="));
  if (!arg) return null;
  if (arg === "--scale") return 1;
  const factor = Number(arg.slice("--scale=".length));
  if (!(Number.isFinite(factor) && factor > 0 && factor <= 10))
    throw new Error(`--scale=<factor> needs a number in (0, 10], not "${arg.slice(8)}"`);
  return factor;
}

async function main() {
  const scale = scaleFactorFromArgs(process.argv.slice(2));
  const options = seedOptionsFromEnv();
  const target = databaseTarget();
  if (scale !== null) {
    if (options.production) throw new Error("--scale is refused on a production database (NODE_ENV=production).");
    options.demo = true; // the scale data grows the demo data
    options.warning = undefined;
  }
  if (options.warning) console.warn(`warning: ${options.warning}`);
  const { created } = await seedDatabase(getDb(), options);
  const summary = Object.entries(created)
    .map(([k, v]) => `${v} ${k}`)
    .join(", ");
  console.log(`seed (${options.demo ? "demo data" : "admin only"}): ${summary || "nothing new"}`);
  if (scale === null) return;
  const runner =
    target.kind === "postgres"
      ? await postgresRunner(target.url)
      : pgliteRunner(getEmbeddedDatabase()!, { closeOnEnd: false });
  try {
    console.log(`growing the database to the scale data set (factor ${scale})…`);
    const report = await seedScale(runner, { factor: scale, log: (line) => console.log(line) });
    if (report.skipped) console.log(`scale seed skipped: ${report.skipped}`);
    else
      console.log(
        `scale seed done in ${(report.ms / 1000).toFixed(1)} s: ${Object.entries(report.counts)
          .map(([k, v]) => `${v} ${k}`)
          .join(", ")}`,
      );
  } finally {
    await runner.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main()
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => closeDb());
}
