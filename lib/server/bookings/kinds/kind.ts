import "server-only";

/**
 * The per-kind part of the booking domain (docs/booking-domain.md). One pipeline creates, prices,
 * holds, confirms, cancels and lists a stay (create-booking.ts, change-booking-status.ts, the
 * lists); what differs between a hotel room and a guest-house room or resort day visit lives in
 * one definition per kind (hotel.ts, guest-house.ts), in two parts:
 *
 * - `StayKind`: creating one — the request's dates and hashed fields, the property loaded and
 *   checked, the price, the inventory target, the insert into the kind's table, the reply's DTO
 *   and the booking-received e-mail's data (`plan`);
 * - `BookingTable`: a stored booking of the kind, seen through the columns both tables share
 *   (`Stay`), for the status changes, the manage link and the lists.
 */
import type { PropertyKind } from "@/lib/availability/inventory";
import type {
  AdminBooking,
  BookingStatus,
  BookingSummary,
  GuestHouseBookingDTO,
  HotelBookingDTO,
  PaymentStatus,
} from "@/lib/types/bookings";
import type { Tx } from "../../availability/inventory-sql";
import type { InventoryTarget } from "../../availability/resolve-inventory-target";
import type { BookingEmailData } from "../../email/booking-emails";
import type { ReferenceKind } from "../reference";
import type { NightLine } from "@/lib/pricing/seasons";
import type { TaxLine } from "@/lib/pricing/taxes";
import type { RatePlan } from "@/lib/pricing/rate-plans";
import { toCents } from "@/lib/pricing/money";

/** Anything that reads the booking tables: the client or a transaction. */
export type Reader = Pick<Tx, "booking" | "guestHouseBooking">;

/** A stored booking of either kind, in the columns both tables have under one name each. */
export interface Stay {
  kind: PropertyKind;
  id: string;
  reference: string;
  /** The hotel's or guest house's id; null once it was deleted. */
  propertyId: number | null;
  roomType: string;
  /** "yyyy-MM-dd". */
  checkIn: string;
  checkOut: string;
  /** Everyone staying (a hotel's adults + children): a day visit holds this many places. */
  guests: number;
  /** Rooms of the room type it takes each night (a hotel's multi-room party; 1 otherwise). */
  rooms: number;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  /** The offer whose place the booking took (hotels only). */
  promotionId: number | null;
  inventoryKey: string | null;
  inventoryHeld: boolean;
  inventoryHeldUntil: Date | null;
  /** The stored cancellation terms (JSON, null before issue 36) and the amounts a fee is computed from. */
  cancellationTerms: unknown;
  nightlyCents: number;
  totalCents: number;
  customerEmail: string;
  /** The rate plan sold (JSON snapshot; null before rate plans): what is due when booking (lib/pricing/payments.ts). */
  ratePlan: unknown;
  /** Received and given back through the payment provider (docs/payments.md). */
  paidCents: number;
  refundedCents: number;
  /** The cancellation fee fixed when it was cancelled; null until then. */
  cancellationFeeCents: number | null;
}

/** The Stay columns both tables have under the same names. */
type SameNamedStayColumns = Pick<
  Stay,
  | "id"
  | "reference"
  | "roomType"
  | "status"
  | "paymentStatus"
  | "inventoryKey"
  | "inventoryHeld"
  | "inventoryHeldUntil"
  | "customerEmail"
  | "ratePlan"
>;
type Money = { toString(): string };
type SameNamedMoneyColumns = { amountPaid: Money; amountRefunded: Money; cancellationFee: Money | null };

/** A stored booking as a Stay: the columns both tables name alike, and the kind's own (`stay`). */
export function stayOfRow(
  row: SameNamedStayColumns & SameNamedMoneyColumns,
  stay: Omit<Stay, keyof SameNamedStayColumns | "paidCents" | "refundedCents" | "cancellationFeeCents">,
): Stay {
  const {
    id,
    reference,
    roomType,
    status,
    paymentStatus,
    inventoryKey,
    inventoryHeld,
    inventoryHeldUntil,
    customerEmail,
    ratePlan,
  } = row;
  const money = {
    paidCents: toCents(row.amountPaid),
    refundedCents: toCents(row.amountRefunded),
    cancellationFeeCents: row.cancellationFee === null ? null : toCents(row.cancellationFee),
  };
  return {
    ...stay,
    id,
    reference,
    roomType,
    status,
    paymentStatus,
    inventoryKey,
    inventoryHeld,
    inventoryHeldUntil,
    customerEmail,
    ratePlan,
    ...money,
  };
}

/** A booking as its manage link shows it: the kind's own DTO. */
export type ManagedStay =
  { kind: "hotel"; booking: HotelBookingDTO } | { kind: "guest_house"; booking: GuestHouseBookingDTO };

/** A status change's row: its id and the statuses read (the change applies only if they still hold). */
type StatusWhere = { id: string; status: BookingStatus; paymentStatus: PaymentStatus };
type StatusChange = {
  status?: BookingStatus;
  paymentStatus?: PaymentStatus;
  cancellationFee?: string;
  cancelledAt?: Date;
  cancellationFeeWaiver?: string | null;
  /** USD received or given back through the payment provider, added to the running totals (lib/server/payments). */
  amountPaid?: { increment: string };
  amountRefunded?: { increment: string };
};

/** A stored booking of one kind, for what every kind does alike: change its status, open its link, list it. */
export interface BookingTable {
  kind: PropertyKind;
  /** The booking with this id, as a stay and as the admin lists show it; null when there is none of this kind. */
  findById(db: Reader, id: string): Promise<{ stay: Stay; admin: AdminBooking } | null>;
  /** Sets statuses where the row still has the ones read (`where`); how many rows changed (0 or 1). */
  updateStatuses(tx: Tx, where: StatusWhere, data: StatusChange): Promise<number>;
  /** The booking as the admin lists show it, and what its e-mails say (read in the caller's transaction). */
  adminAndEmail(tx: Tx, id: string): Promise<{ admin: AdminBooking; email: BookingEmailData }>;
  /** The admin rows of these ids (any order). */
  loadAdmin(db: Reader, ids: readonly string[]): Promise<AdminBooking[]>;
  /** The display fields a customer's list shows of these ids (any order): never a phone, request or user id. */
  loadSummaries(db: Reader, ids: readonly string[]): Promise<BookingSummary[]>;
  /** The booking of a reference (MV-…, GH-…), as its manage link shows it, with its stay. */
  findByReference(db: Reader, reference: string): Promise<{ stay: Stay; managed: ManagedStay } | null>;
}

/** The calls a kind's BookingTable makes on its table: Prisma's delegate of it, as far as they go. */
export interface BookingRows<Row> {
  findUnique(args: { where: { id: string } | { reference: string } }): Promise<Row | null>;
  findMany(args: { where: { id: { in: string[] } } }): Promise<Row[]>;
  updateMany(args: { where: StatusWhere; data: StatusChange }): Promise<{ count: number }>;
}

/** One kind's stored bookings: its table, and how its row reads as a stay, an admin row, a manage link, an e-mail and a customer's summary. */
export interface BookingTableDefinition<Row, EmailRow extends Row, SummaryRow> {
  kind: PropertyKind;
  rows(db: Reader): BookingRows<Row>;
  stayOf(row: Row): Stay;
  toAdmin(row: Row): AdminBooking;
  managed(row: Row): ManagedStay;
  /** The row with the property's facts its e-mails give (in the caller's transaction). */
  emailRow(tx: Tx, id: string): Promise<EmailRow>;
  toEmail(row: EmailRow): BookingEmailData;
  /** The rows of these ids, in the columns a customer's list shows. */
  summaryRows(db: Reader, ids: string[]): Promise<SummaryRow[]>;
  toSummary(row: SummaryRow): BookingSummary;
}

/** A kind's BookingTable: what every kind does alike, over its definition. */
export function bookingTable<Row, EmailRow extends Row, SummaryRow>(
  table: BookingTableDefinition<Row, EmailRow, SummaryRow>,
): BookingTable {
  const { kind, rows, stayOf, toAdmin } = table;
  return {
    kind,
    async findById(db, id) {
      const row = await rows(db).findUnique({ where: { id } });
      return row ? { stay: stayOf(row), admin: toAdmin(row) } : null;
    },
    updateStatuses: async (tx, where, data) => (await rows(tx).updateMany({ where, data })).count,
    async adminAndEmail(tx, id) {
      const row = await table.emailRow(tx, id);
      return { admin: toAdmin(row), email: table.toEmail(row) };
    },
    loadAdmin: async (db, ids) => (await rows(db).findMany({ where: { id: { in: [...ids] } } })).map(toAdmin),
    loadSummaries: async (db, ids) => (await table.summaryRows(db, [...ids])).map(table.toSummary),
    async findByReference(db, reference) {
      const row = await rows(db).findUnique({ where: { reference } });
      return row ? { stay: stayOf(row), managed: table.managed(row) } : null;
    },
  };
}

/** The columns every new booking row gets, whatever its kind (the kind names the dates its own way). */
export interface NewStayColumns extends StayRequestBase {
  reference: string;
  userId: string | null;
  checkIn: Date;
  checkOut: Date;
  nightlyRate: string;
  totalPrice: string;
  /** One room's price night by night, as charged (seasons; docs/seasons.md): a later season edit never changes it. */
  nightLines: NightLine[];
  /** The destination's taxes and charges as charged (lib/pricing/taxes.ts): part of totalPrice; a later rule edit never changes them. */
  taxLines: TaxLine[];
  /** The rate plan it is sold under, as it is now (lib/pricing/rate-plans.ts): a later edit of the plans never changes it. */
  ratePlan: RatePlan;
  status: "pending";
  paymentStatus: "pending";
  idempotencyKey: string | null;
  requestHash: string;
  clientAddress: string | null;
  emailConfirmedAt: Date | null;
  inventoryKey: string;
  inventoryUnits: number;
  inventoryHeld: boolean;
  inventoryHeldUntil: Date | null;
  inventoryReleasedAt: null;
}

/** What every booking request carries, whatever its kind. */
export interface StayRequestBase {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  specialRequests: string;
}

/**
 * A request checked against its property and priced (StayKind.plan): everything the booking's
 * transaction needs, the kind's own parts as functions of that transaction.
 */
export interface StayPlan<Row> {
  propertyId: number;
  /** "yyyy-MM-dd". */
  checkIn: string;
  checkOut: string;
  /** The room type as the property spells it (the 409's alternatives leave it out). */
  roomTypeName: string;
  /** A resort day visit: its daily capacity in guests, not a room type, is held. */
  dayVisit: boolean;
  /** Units the booking takes each night (its rooms; the guests of a day visit). */
  count: number;
  nights: number;
  /** Room-nights it counts against the held-night caps (nights × rooms); `nights` when absent. */
  heldNights?: number;
  /** One room's first night (the first-night cancellation fee; the rate shown when every night costs the same). */
  nightlyCents: number;
  /** What the guest pays: the rate of every night of every room plus `taxLines`. */
  totalCents: number;
  /** One room's price night by night. */
  lines: NightLine[];
  /** The destination's taxes and charges on the stay, in order (docs/pricing.md). */
  taxLines: TaxLine[];
  /** The rate plan chosen (or the default plan): its price rule is in `lines`, its cancellation rule in the stored terms. */
  ratePlan: RatePlan;
  /** The request's choices as the property spells them, hashed with the request for its Idempotency-Key. */
  canonical: Record<string, string>;
  /** The room type (or the day's capacity) under its row's lock, in the booking's transaction; throws 400/404 when it went meanwhile. */
  target(tx: Tx): Promise<InventoryTarget>;
  /** Inserts the booking: the shared columns and the kind's own (names copied from the property, party, offer). */
  insert(tx: Tx, columns: NewStayColumns, target: InventoryTarget): Promise<Row>;
  /** What the booking takes besides its nights, before them (the lock order): a hotel offer's place. */
  claim?: (tx: Tx) => Promise<void>;
  /** The booking-received e-mail's data of the inserted row. */
  emailData(row: Row): BookingEmailData;
}

/** Creating a booking of one kind: the parts of the one pipeline (create-booking.ts) that differ. */
export interface StayKind<Input extends StayRequestBase, Row extends { requestHash: string | null }, DTO> {
  kind: PropertyKind;
  /** The prefix of its references (MV-, GH-). */
  referenceKind: ReferenceKind;
  /** The request's check-in and check-out, and the field a past check-in is refused on. */
  dates(input: Input): { checkIn: string; checkOut: string; checkInField: string };
  /** The request as its Idempotency-Key hash covers it: never a password. */
  hashedRequest(input: Input): Record<string, unknown>;
  /** The account a signed-out guest asked for with the booking (its password), or null. */
  accountPassword(input: Input): string | null;
  /** Loads the property, checks the request against it (400/404/409) and prices the stay. */
  plan(input: Input, today: string): Promise<StayPlan<Row>>;
  /** The booking made earlier with this (scoped) Idempotency-Key. */
  findByIdempotencyKey(key: string): Promise<Row | null>;
  /** The reply's booking. */
  toDTO(row: Row): DTO;
}
