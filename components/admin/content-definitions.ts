import type { DestinationDTO, GuestHouseDTO, HotelDTO, PromotionDTO, RoomTypeDTO } from "@/lib/types/catalogue";
import { HOTEL_AMENITIES } from "@/lib/catalogue/amenities";
import { MEAL_PLAN_PRESETS, ROOM_TYPE_PRESETS } from "@/lib/validation/content-guest-houses";
import { DEFAULT_DAILY_CAPACITY } from "@/lib/availability/inventory";
import type { FieldDef, FormValues, PriceRowsDef } from "./content-form-types";

/* The dialogs of admin spec §2.1: tabs, fields and the values an edit starts from. */

const lines = (list: readonly string[] | undefined) => (list ?? []).join("\n");
const str = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));

export const HOTEL_TABS = ["Basic Info", "Details & Rooms", "Policies & Times"];
export const HOTEL_FIELDS: FieldDef[] = [
  { name: "name", label: "Hotel name", tab: "Basic Info" },
  { name: "location", label: "Location", tab: "Basic Info" },
  { name: "image", label: "Main image", tab: "Basic Info", type: "image" },
  {
    name: "price",
    label: "Price per night (USD)",
    tab: "Basic Info",
    type: "number",
    step: "0.01",
    hint: 'Price per night in USD. New room types start at it; once the hotel has room types, its price is the cheapest one\'s (shown as "from").',
  },
  { name: "rating", label: "Rating (1–5)", tab: "Basic Info", type: "number", step: "0.1" },
  { name: "reviews", label: "Reviews", tab: "Basic Info", type: "number", step: "1" },
  { name: "description", label: "Description", tab: "Details & Rooms", type: "textarea" },
  { name: "locationDescription", label: "Location description", tab: "Details & Rooms", type: "textarea" },
  {
    name: "amenities",
    label: "Amenities",
    tab: "Details & Rooms",
    type: "checklist",
    options: HOTEL_AMENITIES.map((a) => ({ value: a, label: a })),
    hint: "Pick from the list: guests filter hotels by these names.",
  },
  { name: "additionalImages", label: "Additional images", tab: "Details & Rooms", type: "images" },
  { name: "lovedPercentage", label: "Loved percentage (0–100)", tab: "Details & Rooms", type: "number", step: "1" },
  { name: "checkInTime", label: "Check-in time", tab: "Policies & Times", type: "time" },
  { name: "checkOutTime", label: "Check-out time", tab: "Policies & Times", type: "time" },
  { name: "policies", label: "Policies", tab: "Policies & Times", type: "textarea" },
  {
    name: "cancellationPolicy",
    label: "Cancellation policy",
    tab: "Policies & Times",
    type: "cancellationPolicy",
    policyKind: "hotel",
  },
  { name: "ratePlans", label: "Rate plans", tab: "Policies & Times", type: "ratePlans" },
];
/** The hotel dialog's room type rows (name, price per night, rooms), kept with their record's id. */
export const HOTEL_ROOM_ROWS = { tab: "Details & Rooms", label: "Room types" } as const;
/** An edited hotel's rows: its records, in its list's order (a listed name without one is a new row). */
function hotelRoomRows(h?: HotelDTO & { roomTypeDetails?: readonly RoomTypeDTO[] }): HotelRoomRowValues[] {
  if (!h) return [];
  const records = h.roomTypeDetails ?? [];
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const listed = h.roomTypes.map((name) => records.find((r) => same(r.name, name)) ?? name);
  const rest = records.filter((r) => !listed.includes(r));
  return [...listed, ...rest].map((r) =>
    typeof r === "string"
      ? { id: "", name: r, basePrice: "", units: "" }
      : { id: String(r.id), name: r.name, basePrice: String(r.basePrice), units: String(r.units) },
  );
}
interface HotelRoomRowValues {
  id: string;
  name: string;
  basePrice: string;
  units: string;
}

export function hotelValues(h?: HotelDTO & { roomTypeDetails?: readonly RoomTypeDTO[] }): FormValues {
  return {
    name: h?.name ?? "",
    location: h?.location ?? "",
    image: h?.image ?? "",
    price: str(h?.price),
    rating: str(h?.rating ?? 4.5),
    reviews: str(h?.reviews ?? 0),
    lovedPercentage: str(h?.lovedPercentage ?? 0),
    description: h?.description ?? "",
    locationDescription: h?.locationDescription ?? "",
    amenities: [...(h?.amenities ?? [])],
    roomTypes: hotelRoomRows(h),
    additionalImages: [...(h?.additionalImages ?? [])],
    checkInTime: h?.checkInTime ?? "15:00",
    checkOutTime: h?.checkOutTime ?? "11:00",
    policies: h?.policies ?? "",
    cancellationPolicy: h?.cancellationPolicy ?? null,
    ratePlans: h?.ratePlans ?? null,
  };
}

export const DESTINATION_TABS = ["Basic Info", "Details"];
export const DESTINATION_FIELDS: FieldDef[] = [
  { name: "name", label: "Destination name", tab: "Basic Info" },
  { name: "country", label: "Country", tab: "Basic Info" },
  { name: "image", label: "Image", tab: "Basic Info", type: "image" },
  { name: "description", label: "Description", tab: "Basic Info", type: "textarea" },
  { name: "priceFrom", label: "Price from (USD per night)", tab: "Details", type: "number", step: "0.01" },
  { name: "attractions", label: "Attractions", tab: "Details", type: "lines" },
  { name: "bestTimeToVisit", label: "Best time to visit", tab: "Details" },
  { name: "currency", label: "Currency", tab: "Details" },
  { name: "language", label: "Language", tab: "Details" },
  { name: "timezone", label: "Timezone", tab: "Details" },
];
export function destinationValues(d?: DestinationDTO): FormValues {
  return {
    name: d?.name ?? "",
    country: d?.country ?? "",
    image: d?.image ?? "",
    description: d?.description ?? "",
    priceFrom: str(d?.priceFrom ?? 0),
    attractions: lines(d?.attractions),
    bestTimeToVisit: d?.bestTimeToVisit ?? "",
    currency: d?.currency ?? "USD",
    language: d?.language ?? "",
    timezone: d?.timezone ?? "",
  };
}

export const PROMOTION_TABS = ["Basic Info", "Details & Terms"];
export const PROMOTION_FIELDS: FieldDef[] = [
  { name: "title", label: "Title", tab: "Basic Info" },
  { name: "location", label: "Location", tab: "Basic Info" },
  { name: "image", label: "Image", tab: "Basic Info", type: "image" },
  { name: "discount", label: "Discount (%)", tab: "Basic Info", type: "number", step: "1" },
  {
    name: "originalPrice",
    label: "Original price (USD per night)",
    tab: "Basic Info",
    type: "number",
    step: "0.01",
    hint: "The discounted price is computed: original − original × discount / 100.",
  },
  { name: "rating", label: "Rating (1–5)", tab: "Basic Info", type: "number", step: "0.1" },
  { name: "reviews", label: "Reviews", tab: "Basic Info", type: "number", step: "1" },
  { name: "description", label: "Description", tab: "Details & Terms", type: "textarea" },
  { name: "validFrom", label: "Valid from", tab: "Details & Terms", type: "date" },
  { name: "validUntil", label: "Valid until", tab: "Details & Terms", type: "date" },
  {
    name: "maxBookings",
    label: "Max bookings",
    tab: "Details & Terms",
    type: "number",
    step: "1",
    hint: "0 means unlimited.",
  },
  { name: "terms", label: "Terms", tab: "Details & Terms", type: "textarea" },
];
export function promotionValues(p?: PromotionDTO): FormValues {
  return {
    title: p?.title ?? "",
    location: p?.location ?? "",
    image: p?.image ?? "",
    discount: str(p?.discount),
    originalPrice: str(p?.originalPrice),
    rating: str(p?.rating ?? 4.5),
    reviews: str(p?.reviews ?? 0),
    description: p?.description ?? "",
    validFrom: p?.validFrom ?? "",
    validUntil: p?.validUntil ?? "",
    maxBookings: str(p?.maxBookings ?? 0),
    terms: p?.terms ?? "",
    hotelId: p?.hotelId ? String(p.hotelId) : "",
  };
}

export const GUEST_HOUSE_TABS = ["Basic Info", "Rooms & Meals", "Images & Policies"];
export const GUEST_HOUSE_FIELDS: FieldDef[] = [
  { name: "title", label: "Title", tab: "Basic Info" },
  {
    name: "type",
    label: "Accommodation type",
    tab: "Basic Info",
    type: "select",
    options: [
      { value: "guest_house", label: "Guest House" },
      { value: "resort_day_visit", label: "Resort Day Visit" },
    ],
  },
  { name: "location", label: "Location", tab: "Basic Info" },
  { name: "description", label: "Description", tab: "Basic Info", type: "textarea" },
  {
    name: "pricePerNight",
    label: "Price per night (USD)",
    tab: "Basic Info",
    type: "number",
    step: "0.01",
    hint: "Price per night in USD",
  },
  { name: "checkInTime", label: "Check-in time", tab: "Basic Info", type: "time" },
  { name: "checkOutTime", label: "Check-out time", tab: "Basic Info", type: "time" },
  { name: "maxGuests", label: "Max guests (optional)", tab: "Rooms & Meals", type: "number", step: "1" },
  {
    name: "dailyCapacity",
    label: "Daily capacity (day visits, optional)",
    tab: "Rooms & Meals",
    type: "number",
    step: "1",
    hint: `Resort day visits: guests a day across all bookings (empty = ${DEFAULT_DAILY_CAPACITY}). Guest houses count rooms instead: set units per room type below.`,
  },
  { name: "minimumStay", label: "Minimum stay (nights)", tab: "Rooms & Meals", type: "number", step: "1" },
  { name: "activities", label: "Activities", tab: "Rooms & Meals", type: "lines" },
  { name: "facilities", label: "Facilities", tab: "Rooms & Meals", type: "lines" },
  { name: "mainImage", label: "Main image", tab: "Images & Policies", type: "image" },
  { name: "galleryImages", label: "Gallery images", tab: "Images & Policies", type: "images" },
  { name: "policies", label: "Policies", tab: "Images & Policies", type: "textarea" },
  { name: "cancellationPolicy", label: "Cancellation policy", tab: "Images & Policies", type: "cancellationPolicy" },
  { name: "ratePlans", label: "Rate plans", tab: "Images & Policies", type: "ratePlans" },
  {
    name: "isActive",
    label: "Active",
    tab: "Images & Policies",
    type: "checkbox",
    hint: "Inactive listings are hidden from visitors.",
  },
];
export const GUEST_HOUSE_ROWS: PriceRowsDef[] = [
  {
    name: "roomTypes",
    label: "Room types (name, price, units)",
    tab: "Rooms & Meals",
    presets: ROOM_TYPE_PRESETS,
    withUnits: true,
  },
  { name: "mealPlans", label: "Meal plans", tab: "Rooms & Meals", presets: MEAL_PLAN_PRESETS },
];
export function guestHouseValues(g?: GuestHouseDTO): FormValues {
  return {
    title: g?.title ?? "",
    type: g?.type ?? "",
    location: g?.location ?? "",
    description: g?.description ?? "",
    pricePerNight: str(g?.pricePerNight),
    checkInTime: g?.checkInTime ?? "14:00",
    checkOutTime: g?.checkOutTime ?? "12:00",
    maxGuests: str(g?.maxGuests),
    dailyCapacity: str(g?.dailyCapacity),
    minimumStay: str(g?.minimumStay ?? 1),
    activities: lines(g?.activities),
    facilities: lines(g?.facilities),
    mainImage: g?.mainImage ?? "",
    galleryImages: [...(g?.galleryImages ?? [])],
    policies: g?.policies ?? "",
    cancellationPolicy: g?.cancellationPolicy ?? null,
    ratePlans: g?.ratePlans ?? null,
    roomTypes: g ? g.roomTypes.map((r) => ({ ...r })) : [{ ...ROOM_TYPE_PRESETS[0], units: 1 }],
    mealPlans: g ? g.mealPlans.map((m) => ({ ...m })) : [{ ...MEAL_PLAN_PRESETS[0] }],
    isActive: g?.isActive ?? true,
  };
}
