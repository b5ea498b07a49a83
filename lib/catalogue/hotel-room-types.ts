import { uniqueNames } from "./url-state";

/**
 * The room types a guest may book at a hotel: its active room type records, without repeats. A
 * name in the hotel's text list without a record is shown but not sold (no rooms are known for
 * it), and a hotel without records offers none. The wizard offers exactly these and the server
 * accepts exactly these.
 */
export function hotelRoomTypeOptions(hotel: { roomTypeDetails?: readonly { name: string; isActive: boolean }[] }): string[] {
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
