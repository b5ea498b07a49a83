import { uniqueNames } from "./url-state";

/**
 * The room types a guest may book at a hotel: its active room type records, without repeats. A
 * name in the hotel's text list without a record is shown but not sold (no rooms are known for
 * it), and a hotel without records offers none. The wizard offers exactly these and the server
 * accepts exactly these.
 */
export function hotelRoomTypeOptions(hotel: {
  roomTypeDetails?: readonly { name: string; isActive: boolean }[];
}): string[] {
  return uniqueNames((hotel.roomTypeDetails ?? []).filter((r) => r.isActive).map((r) => r.name));
}

/**
 * A hotel's text list of room types after one of its records was created (`add`), renamed
 * (`remove` the old name, `add` the new one, in its place) or deleted (`remove`): names match
 * trimmed and case-insensitively, and the list never holds one twice.
 */
export function nextRoomTypeList(list: readonly string[], change: { remove?: string; add?: string }): string[] {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const out: string[] = [];
  for (const name of list) {
    const replaced = change.remove !== undefined && same(name, change.remove) ? change.add : name;
    if (replaced !== undefined && !out.some((n) => same(n, replaced))) out.push(replaced);
  }
  if (change.add !== undefined && !out.some((n) => same(n, change.add!))) out.push(change.add);
  return out;
}

/**
 * Rooms a room type made from a name typed on the hotel form starts with: one, a conservative
 * number the admin sees in the dialog and raises there or in Settings → Room Types. Its price
 * starts at the hotel's price.
 */
export const NEW_ROOM_TYPE_UNITS = 1;

/** A hotel form's room type: a record's id (a rename keeps it) or null for a name, and what it sets. */
interface HotelRoomTypeWish {
  id: number | null;
  name: string;
  basePrice: number | null;
  units: number | null;
}

interface HotelRoomTypePlan {
  /** Records no longer named: removed (refused while bookings hold their nights). */
  remove: { id: number; name: string }[];
  /** Records kept, with their (maybe new) name and the price and units the form set (null: unchanged). */
  keep: { id: number; name: string; basePrice: number | null; units: number | null }[];
  /** Names without a record: created. */
  create: { name: string; basePrice: number | null; units: number | null }[];
  /** An id that is not one of the hotel's records. */
  unknownId: number | null;
}

/**
 * What a hotel form's list of room types does to the hotel's records: an entry with an id is that
 * record (renamed when its name differs); an entry by name is the record of that name (trimmed,
 * case-insensitive) not already taken by an id, else a new one; the records left are removed.
 */
export function planHotelRoomTypes(
  records: readonly { id: number; name: string }[],
  wishes: readonly HotelRoomTypeWish[],
): HotelRoomTypePlan {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const taken = new Set<number>();
  let unknownId: number | null = null;
  for (const w of wishes) {
    if (w.id === null) continue;
    if (!records.some((r) => r.id === w.id) || taken.has(w.id)) unknownId ??= w.id;
    taken.add(w.id);
  }
  const keep: HotelRoomTypePlan["keep"] = [];
  const create: HotelRoomTypePlan["create"] = [];
  for (const w of wishes) {
    const record =
      w.id !== null
        ? records.find((r) => r.id === w.id)
        : records.find((r) => !taken.has(r.id) && same(r.name, w.name));
    if (!record) {
      if (w.id === null) create.push({ name: w.name, basePrice: w.basePrice, units: w.units });
      continue;
    }
    taken.add(record.id);
    keep.push({ id: record.id, name: w.name, basePrice: w.basePrice, units: w.units });
  }
  const remove = records.filter((r) => !taken.has(r.id)).map((r) => ({ id: r.id, name: r.name }));
  return { remove, keep, create, unknownId };
}
