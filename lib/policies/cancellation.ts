/**
 * Cancellation policies as data (issue 36 item 3). One policy object drives every place that states
 * or applies a cancellation rule: the /cancellation page (the defaults below), the terms a booking
 * stores when it is made (its snapshot, `CancellationTerms`), the e-mails and the manage page (the
 * wording functions here) and the server's cancel (`cancellationFee`). Pure: no I/O, safe in the
 * browser. docs/cancellation.md explains the rules and the choices made.
 *
 * - A policy is either non-refundable (the whole total is charged whenever it is cancelled) or a
 *   list of steps: "from N days/hours before check-in, this is charged" — before the earliest step's
 *   deadline, cancelling is free.
 * - The deadlines count back from the check-in moment: the check-in date at the property's stated
 *   check-in time ("15:00"), in the property's own time zone (lib/policies/time-zones.ts); midnight
 *   when the property states no clock time. A deadline in days keeps that local clock time (7 days
 *   before 15:00 is 15:00, whatever daylight saving did); one in hours is exact elapsed time.
 * - Free means strictly before the deadline: at the deadline instant the charge applies.
 * - A request not yet confirmed (status pending) is always free to cancel: nothing is agreed yet,
 *   and the property's declining it must never cost the guest anything.
 */
import { z } from "@/lib/validation/zod";

import { formatDate, formatTime, formatCentsUsd } from "@/lib/format";
import { addDays, percentOf, type Cents } from "@/lib/pricing";
import { zoneOfLocation } from "./time-zones";

/** The three kinds of stay whose default policy differs. */
export type PolicyKind = "hotel" | "guest_house" | "day_visit";

/** How long before check-in a deadline falls. */
export interface Lead {
  amount: number;
  unit: "days" | "hours";
}

/** What a cancellation costs once a deadline has passed. */
export type CancellationCharge = { type: "percent"; percent: number } | { type: "firstNight" };

export interface CancellationStep {
  /** From this long before check-in on, `charge` is charged. */
  before: Lead;
  charge: CancellationCharge;
}

export type CancellationPolicy = { type: "nonRefundable" } | { type: "windows"; steps: CancellationStep[] };

/** A date range (by check-in, "MM-dd" inclusive, may wrap the new year) with a policy of its own. */
export interface PolicySeason {
  name: string;
  from: string;
  to: string;
  policy: CancellationPolicy;
  /** The kinds it applies to. */
  kinds: readonly PolicyKind[];
}

const leadSchema = z
  .object({
    amount: z
      .number()
      .int("Whole days or hours.")
      .min(1, "From 1 to 365 days (8760 hours) before.")
      .max(8760, "From 1 to 365 days (8760 hours) before."),
    unit: z.enum(["days", "hours"]),
  })
  .refine((lead) => lead.unit === "hours" || lead.amount <= 365, {
    message: "From 1 to 365 days (8760 hours) before.",
    path: ["amount"],
  });
const chargeSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("percent"),
    percent: z.number().int("A whole percentage.").min(1, "From 1% to 100%.").max(100, "From 1% to 100%."),
  }),
  z.object({ type: z.literal("firstNight") }),
]);
/** A policy's bounds, shared by the snapshot, the stored defaults, a property's own policy and the admin forms. */
const policySchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("nonRefundable") }),
  z.object({
    type: z.literal("windows"),
    steps: z
      .array(z.object({ before: leadSchema, charge: chargeSchema }))
      .min(1, "Give at least one window.")
      .max(5, "At most 5 windows.")
      .refine(
        (steps) => new Set(steps.map((s) => hoursOf(s.before))).size === steps.length,
        "Two windows start at the same time before check-in.",
      ),
  }),
]);

/** The terms a booking was sold under: the snapshot stored with it (Booking / GuestHouseBooking "cancellationTerms"). */
export interface CancellationTerms {
  version: 1;
  kind: PolicyKind;
  policy: CancellationPolicy;
  /** The season whose policy applied at booking time ("Festive season"), or null. */
  season: string | null;
  /** The property's IANA time zone, and how the wording names it ("Maldives time"). */
  timeZone: string;
  zoneName: string;
  /** The local check-in time the deadlines count back from ("HH:mm"; "00:00" when the property gave none). */
  checkInTime: string;
}

const termsSchema = z.object({
  version: z.literal(1),
  kind: z.enum(["hotel", "guest_house", "day_visit"]),
  policy: policySchema,
  season: z.string().max(100).nullable(),
  timeZone: z.string().min(1).max(64),
  zoneName: z.string().min(1).max(64),
  checkInTime: z.string().regex(/^\d{2}:\d{2}$/),
});

/** A stored snapshot read back: the terms, or null when it is absent or not one (an older booking). */
export function parseTerms(value: unknown): CancellationTerms | null {
  const parsed = termsSchema.safeParse(value);
  return parsed.success ? (parsed.data as CancellationTerms) : null;
}

// ---------------------------------------------------------------------------------------------
// The defaults: stored in the database (CancellationPolicyDefaults, edited in Settings ›
// Cancellation Policies), seeded with today's published windows (PUBLISHED_DEFAULTS, also what is
// read while no row is stored). A property may have a policy of its own (its `cancellationPolicy`).
// ---------------------------------------------------------------------------------------------

/** Each kind's default policy and the seasons with policies of their own: what the /cancellation page states. */
export interface PolicyDefaults {
  policies: Readonly<Record<PolicyKind, CancellationPolicy>>;
  seasons: readonly PolicySeason[];
}

const DEFAULT_POLICIES: Readonly<Record<PolicyKind, CancellationPolicy>> = {
  hotel: { type: "windows", steps: [{ before: { amount: 7, unit: "days" }, charge: { type: "firstNight" } }] },
  guest_house: { type: "windows", steps: [{ before: { amount: 3, unit: "days" }, charge: { type: "firstNight" } }] },
  day_visit: {
    type: "windows",
    steps: [{ before: { amount: 48, unit: "hours" }, charge: { type: "percent", percent: 100 } }],
  },
};

/** The festive season: stays checking in from 20 Dec to 10 Jan (hotels and guest houses, not day visits). */
const DEFAULT_SEASONS: readonly PolicySeason[] = [
  {
    name: "Festive season",
    from: "12-20",
    to: "01-10",
    policy: {
      type: "windows",
      steps: [{ before: { amount: 30, unit: "days" }, charge: { type: "percent", percent: 50 } }],
    },
    kinds: ["hotel", "guest_house"],
  },
];

/** Today's published windows: the migration's seed, and what is read while no defaults are stored. */
export const PUBLISHED_DEFAULTS: PolicyDefaults = { policies: DEFAULT_POLICIES, seasons: DEFAULT_SEASONS };

export const POLICY_KINDS = ["hotel", "guest_house", "day_visit"] as const satisfies readonly PolicyKind[];

/** The most seasons the defaults hold. */
export const MAX_POLICY_SEASONS = 5;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const monthDay = z
  .string()
  .regex(/^\d{2}-\d{2}$/, "Give the date as MM-DD.")
  .refine((md) => {
    const [m, d] = md.split("-").map(Number) as [number, number];
    return m >= 1 && m <= 12 && d >= 1 && d <= DAYS_IN_MONTH[m - 1]!;
  }, "Not a date of the year.");

const seasonSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, "A season's name has 2 to 60 characters.")
    .max(60, "A season's name has 2 to 60 characters."),
  from: monthDay,
  to: monthDay,
  policy: policySchema,
  kinds: z
    .array(z.enum(POLICY_KINDS))
    .min(1, "Choose the kinds of stay the season covers.")
    .max(3)
    .refine((kinds) => new Set(kinds).size === kinds.length, "Each kind once."),
});

/** The stored defaults, as the admin editor and PUT /api/cancellation-policies take them (and as they are read back). */
export const policyDefaultsSchema = z.object({
  policies: z.object({ hotel: policySchema, guest_house: policySchema, day_visit: policySchema }),
  seasons: z.array(seasonSchema).max(MAX_POLICY_SEASONS, `At most ${MAX_POLICY_SEASONS} seasons.`),
});

/** A property's own policy as its admin form sends it: null = its kind's default. */
export const propertyPolicySchema = policySchema.nullable();

/** Stored defaults read back: valid ones, or null (then the published ones are used). */
export function parsePolicyDefaults(value: unknown): PolicyDefaults | null {
  const parsed = policyDefaultsSchema.safeParse(value);
  return parsed.success ? (parsed.data as PolicyDefaults) : null;
}

/** A property's stored own policy (JSON column): the policy, or null for "its kind's default". */
export function parsePolicy(value: unknown): CancellationPolicy | null {
  const parsed = policySchema.safeParse(value);
  return parsed.success ? (parsed.data as CancellationPolicy) : null;
}

/**
 * What one property sells under: its own policy all year round, or its kind's default with the
 * seasons that cover its kind. Resolved on the server and passed to components as a prop: the
 * detail page's terms, the listing card's line, the wizard's review and the booking's snapshot all
 * read this one object.
 */
export interface PropertyPolicy {
  kind: PolicyKind;
  /** True when the property has a policy of its own (no seasons then). */
  own: boolean;
  policy: CancellationPolicy;
  seasons: readonly PolicySeason[];
}

/** A property's policy: its own (`cancellationPolicy`, parsed) or else its kind's stored default and seasons. */
export function propertyPolicy(kind: PolicyKind, own: unknown, defaults: PolicyDefaults): PropertyPolicy {
  const policy = parsePolicy(own);
  if (policy) return { kind, own: true, policy, seasons: [] };
  return {
    kind,
    own: false,
    policy: defaults.policies[kind],
    seasons: defaults.seasons.filter((s) => s.kinds.includes(kind)),
  };
}

/** What a rate plan's cancellation rule makes of a property's policy (lib/pricing/rate-plans.ts): the same, or non-refundable all year. */
export function planPolicy(
  property: PropertyPolicy,
  plan: { cancellation: "property" | "nonRefundable" } | null | undefined,
): PropertyPolicy {
  if (!plan || plan.cancellation === "property") return property;
  return { kind: property.kind, own: true, policy: { type: "nonRefundable" }, seasons: [] };
}

/** A kind's published default (with its seasons): the terms of a booking made before bookings stored their own (issue 36). */
export function publishedPolicy(kind: PolicyKind): PropertyPolicy {
  return propertyPolicy(kind, null, PUBLISHED_DEFAULTS);
}

export const POLICY_KIND_LABELS: Readonly<Record<PolicyKind, string>> = {
  hotel: "Hotels and resorts",
  guest_house: "Guest houses",
  day_visit: "Resort day visits",
};

/** The sentence stating the pending rule, wherever it is shown. */
export const PENDING_FREE_SENTENCE =
  "A request that is still pending (not yet confirmed) can always be cancelled free of charge.";

/** Whether a check-in date ("yyyy-MM-dd") falls in a season (inclusive, wrapping the new year). */
export function inSeason(season: Pick<PolicySeason, "from" | "to">, checkIn: string): boolean {
  const md = checkIn.slice(5, 10);
  return season.from <= season.to ? md >= season.from && md <= season.to : md >= season.from || md <= season.to;
}

/** The policy a stay at this property checking in on this date is sold under, and its season. */
export function policyOn(
  property: PropertyPolicy,
  checkIn: string,
): { policy: CancellationPolicy; season: string | null } {
  const season = property.seasons.find((s) => s.kinds.includes(property.kind) && inSeason(s, checkIn));
  return season ? { policy: season.policy, season: season.name } : { policy: property.policy, season: null };
}

/** A property's check-in time as the deadlines use it: "HH:mm" when it states one, else midnight. */
export function checkInClock(checkInTime: string | null | undefined): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec((checkInTime ?? "").trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return "00:00";
  return `${m[1]!.padStart(2, "0")}:${m[2]}`;
}

/** The terms to store on a new booking (or to read an older booking without a snapshot by). */
export function termsFor(
  property: PropertyPolicy,
  checkIn: string,
  place: { timeZone: string; zoneName: string; checkInTime: string | null | undefined },
): CancellationTerms {
  const { policy, season } = policyOn(property, checkIn);
  return {
    version: 1,
    kind: property.kind,
    policy,
    season,
    timeZone: place.timeZone,
    zoneName: place.zoneName,
    checkInTime: checkInClock(place.checkInTime),
  };
}

/** Where a property is (its destination's time zone) and its check-in time: what the deadlines count from. */
export interface PolicyPlace {
  location: string | null | undefined;
  checkInTime: string | null | undefined;
}

/** The terms of a stay at a property at this location (its destination's time zone) with this check-in time. */
export function termsAtPlace(property: PropertyPolicy, checkIn: string, place: PolicyPlace): CancellationTerms {
  const zone = zoneOfLocation(place.location);
  return termsFor(property, checkIn, { timeZone: zone.timeZone, zoneName: zone.name, checkInTime: place.checkInTime });
}

// ---------------------------------------------------------------------------------------------
// Time: local wall-clock times in a zone, and back.
// ---------------------------------------------------------------------------------------------

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneParts(instant: number, timeZone: string): { ymd: string; hhmm: string; utcOfWall: number } {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    zoneFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const ymd = `${p.year}-${p.month}-${p.day}`;
  const hhmm = `${p.hour}:${p.minute}`;
  return {
    ymd,
    hhmm,
    utcOfWall: Date.UTC(
      Number(p.year),
      Number(p.month) - 1,
      Number(p.day),
      Number(p.hour),
      Number(p.minute),
      Number(p.second),
    ),
  };
}

/** The instant a local date and clock time ("yyyy-MM-dd", "HH:mm") happen in a time zone. */
export function localInstant(ymd: string, hhmm: string, timeZone: string): Date {
  const [y, mo, d] = ymd.split("-").map(Number) as [number, number, number];
  const [h, mi] = hhmm.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (instant: number) => zoneParts(instant, timeZone).utcOfWall - Math.floor(instant / 1000) * 1000;
  let instant = wall - offsetAt(wall);
  const second = offsetAt(instant);
  if (wall - second !== instant) instant = wall - second;
  return new Date(instant);
}

/** The check-in moment of a stay under these terms. */
export function checkInMoment(terms: CancellationTerms, checkIn: string): Date {
  return localInstant(checkIn, terms.checkInTime, terms.timeZone);
}

/** The instant a step's deadline falls for this check-in. */
export function stepDeadline(terms: CancellationTerms, checkIn: string, before: Lead): Date {
  if (before.unit === "days") return localInstant(addDays(checkIn, -before.amount), terms.checkInTime, terms.timeZone);
  return new Date(checkInMoment(terms, checkIn).getTime() - before.amount * 3_600_000);
}

/** A policy's steps with their deadlines, earliest deadline first. */
function deadlines(terms: CancellationTerms, checkIn: string): { at: Date; charge: CancellationCharge }[] {
  if (terms.policy.type !== "windows") return [];
  return terms.policy.steps
    .map((s) => ({ at: stepDeadline(terms, checkIn, s.before), charge: s.charge }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Until when cancelling is free (exclusive), or null for a non-refundable booking. */
export function freeCancellationUntil(terms: CancellationTerms, checkIn: string): Date | null {
  return deadlines(terms, checkIn)[0]?.at ?? null;
}

// ---------------------------------------------------------------------------------------------
// The fee.
// ---------------------------------------------------------------------------------------------

/** What a booking's fee is computed from. */
export interface FeeStay {
  /** "yyyy-MM-dd". */
  checkIn: string;
  nightlyCents: Cents;
  totalCents: Cents;
  /** A pending request is free to cancel (PENDING_FREE_SENTENCE). */
  status?: string;
}

function chargeCents(charge: CancellationCharge, stay: FeeStay): Cents {
  const cents = charge.type === "firstNight" ? stay.nightlyCents : percentOf(stay.totalCents, charge.percent);
  return Math.max(0, Math.min(stay.totalCents, cents));
}

/** The fee for cancelling this booking at this moment, in cents (0 = free). */
export function cancellationFee(terms: CancellationTerms, stay: FeeStay, at: Date): Cents {
  if (stay.status === "pending") return 0;
  if (terms.policy.type === "nonRefundable") return stay.totalCents;
  let fee = 0;
  for (const step of deadlines(terms, stay.checkIn))
    if (at.getTime() >= step.at.getTime()) fee = Math.max(fee, chargeCents(step.charge, stay));
  return fee;
}

// ---------------------------------------------------------------------------------------------
// Wording: the sentences every place shows.
// ---------------------------------------------------------------------------------------------

/** An instant as the property's local time: "Mar 12, 2027, 3:00 PM (Maldives time)". */
export function formatZoned(instant: Date, timeZone: string, zoneName: string): string {
  const { ymd, hhmm } = zoneParts(instant.getTime(), timeZone);
  return `${formatDate(ymd)}, ${formatTime(hhmm)} (${zoneName})`;
}

function leadText(lead: Lead): string {
  const unit = lead.amount === 1 ? lead.unit.slice(0, -1) : lead.unit;
  return `${lead.amount} ${unit}`;
}

function chargeText(charge: CancellationCharge, kind: PolicyKind): string {
  if (charge.type === "firstNight") return "the first night";
  if (charge.percent === 100) return kind === "day_visit" ? "the full day-visit price" : "the full price";
  return `${charge.percent}% of the total`;
}

const usd = formatCentsUsd;

/** A policy in general words (no dates): the /cancellation page's lines. */
export function describePolicy(policy: CancellationPolicy, kind: PolicyKind): { free: string; after: string[] } {
  const event = kind === "day_visit" ? "the visit" : "check-in";
  if (policy.type === "nonRefundable")
    return {
      free: "Non-refundable: no free cancellation",
      after: [`Cancelling costs ${chargeText({ type: "percent", percent: 100 }, kind)}`],
    };
  const steps = [...policy.steps].sort((a, b) => hoursOf(b.before) - hoursOf(a.before));
  return {
    free: `Free cancellation until ${leadText(steps[0]!.before)} before ${event}`,
    after: steps.map((s, i) =>
      i === 0
        ? `After that, ${chargeText(s.charge, kind)} is charged`
        : `From ${leadText(s.before)} before ${event}, ${chargeText(s.charge, kind)} is charged`,
    ),
  };
}

function hoursOf(lead: Lead): number {
  return lead.unit === "days" ? lead.amount * 24 : lead.amount;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A season's dates in words: "Dec 20 – Jan 10". */
export function seasonDates(season: Pick<PolicySeason, "from" | "to">): string {
  const words = (md: string) => `${MONTHS[Number(md.slice(0, 2)) - 1]} ${Number(md.slice(3, 5))}`;
  return `${words(season.from)} – ${words(season.to)}`;
}

const STAY_WORDS: Readonly<Record<PolicyKind, string>> = {
  hotel: "hotel",
  guest_house: "guest-house",
  day_visit: "day-visit",
};

/** One row of the /cancellation page: who it applies to, until when it is free, what is charged after. */
export interface PolicyRow {
  stay: string;
  free: string;
  after: string[];
}

/** The /cancellation page's rows: each kind's default, then each season (check-in dates, the kinds it covers). */
export function defaultPolicyRows(defaults: PolicyDefaults): PolicyRow[] {
  const rows: PolicyRow[] = POLICY_KINDS.map((kind) => ({
    stay: POLICY_KIND_LABELS[kind],
    ...describePolicy(defaults.policies[kind], kind),
  }));
  for (const season of defaults.seasons) {
    const who = season.kinds.map((k) => STAY_WORDS[k]).join(" and ");
    const lines = describePolicy(season.policy, season.kinds[0]!);
    rows.push({ stay: `${season.name}: ${who} stays checking in ${seasonDates(season)}`, ...lines });
  }
  return rows;
}

/**
 * A booking's own terms, in the sentences the e-mails, the manage page and the admin dialog show:
 * "Free cancellation until Mar 12, 2027, 3:00 PM (Maldives time)." "After that, the first night
 * ($250.00) is charged."
 */
export function describeTerms(terms: CancellationTerms, stay: FeeStay): string[] {
  const charged = (charge: CancellationCharge) =>
    `${chargeText(charge, terms.kind)} (${usd(chargeCents(charge, stay))})`;
  const season = terms.season ? `${terms.season} terms. ` : "";
  if (terms.policy.type === "nonRefundable")
    return [`${season}Non-refundable: cancelling costs the full price (${usd(stay.totalCents)}).`];
  const steps = deadlines(terms, stay.checkIn);
  return steps.map((s, i) =>
    i === 0
      ? `${season}Free cancellation until ${formatZoned(s.at, terms.timeZone, terms.zoneName)}. After that, ${charged(s.charge)} is charged.`
      : `From ${formatZoned(s.at, terms.timeZone, terms.zoneName)}, ${charged(s.charge)} is charged.`,
  );
}

/** What cancelling now costs, in one sentence: "Cancelling now costs $250.00." / "Cancelling now is free of charge." */
export function feeSentence(feeCents: Cents): string {
  return feeCents > 0 ? `Cancelling now costs ${usd(feeCents)}.` : "Cancelling now is free of charge.";
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The terms a property sells under, in general words (no dates), for its detail page: its own
 * policy, or its kind's default then each season that covers the kind — the same data the
 * server's cancel enforces.
 */
export function propertyPolicyLines(property: PropertyPolicy): string[] {
  const { kind } = property;
  const sentence = (lines: { free: string; after: string[] }) =>
    `${lines.free}. ${lines.after.map((a) => `${a}.`).join(" ")}`;
  return [
    sentence(describePolicy(property.policy, kind)),
    ...property.seasons.map(
      (s) => `${s.name} (check-in ${seasonDates(s)}): ${lowerFirst(sentence(describePolicy(s.policy, kind)))}`,
    ),
    PENDING_FREE_SENTENCE,
  ];
}

/**
 * A listing card's line on the terms of a stay checking in on `checkIn` at a property at this
 * place (the same terms the booking would store): "Free cancellation until Mar 5, 2027, 3:00 PM
 * (Maldives time)", "Non-refundable", or — the free window already over for these dates — "No free
 * cancellation for these dates".
 */
export function stayTermsLine(
  property: PropertyPolicy,
  checkIn: string,
  place: PolicyPlace,
  now: Date = new Date(),
): string {
  const terms = termsAtPlace(property, checkIn, place);
  const until = freeCancellationUntil(terms, checkIn);
  if (!until) return "Non-refundable";
  if (until.getTime() <= now.getTime()) return "No free cancellation for these dates";
  return `Free cancellation until ${formatZoned(until, terms.timeZone, terms.zoneName)}`;
}
