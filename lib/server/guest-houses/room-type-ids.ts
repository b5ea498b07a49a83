import "server-only";

import { randomUUID } from "node:crypto";
import { guestHouseRoomKey } from "@/lib/availability/inventory";
import type { GuestHouseRoom } from "../availability/resolve-inventory-target";

/** A fresh id for a guest-house room type entry (12 hex digits: unique enough within one house, never reused). */
export function newRoomTypeId(): string {
  return randomUUID().replace(/-/g, "").slice(0, 12);
}

export interface SubmittedRoom {
  /** The id the admin form carried from the stored entry (absent for a new row, or from API clients that do not send it). */
  id?: string;
  name: string;
  price: number;
  units: number;
}

export interface RoomIdentities {
  /** The rows to store, each with its id: the stored entry's when it is the same room type, else a fresh one. */
  rooms: (SubmittedRoom & { id: string })[];
  /** Stored room types no row continues: removed (refused while they hold future nights). */
  removed: GuestHouseRoom[];
  /** Inventory keys that change: an entry stored before ids existed, continued by a row, gets an id. */
  moved: { from: string; to: string }[];
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Which stored room type each submitted row continues. A row carrying a stored entry's id is that
 * room type, whatever its name now (a rename keeps the identity, hence the inventory and the holds);
 * a row without one is the stored room type of the same name (case-insensitive), if no other row
 * took it; anything else is a new room type with a fresh id. A stored entry no row continues is
 * removed.
 */
export function assignRoomIds(
  stored: readonly GuestHouseRoom[],
  submitted: readonly SubmittedRoom[],
  fresh: () => string = newRoomTypeId,
): RoomIdentities {
  const taken = new Set<GuestHouseRoom>();
  const claim = (room: GuestHouseRoom | undefined) => {
    if (room) taken.add(room);
    return room;
  };
  // First the rows that name their entry by id, so a row renamed to another entry's old name does not steal it.
  const byRow = submitted.map((row) =>
    row.id ? claim(stored.find((s) => s.id !== null && s.id === row.id && !taken.has(s))) : undefined,
  );
  const matched = submitted.map(
    (row, i) => byRow[i] ?? claim(stored.find((s) => !taken.has(s) && same(s.name, row.name))),
  );
  const moved: RoomIdentities["moved"] = [];
  const rooms = submitted.map((row, i) => {
    const was = matched[i];
    const id = was?.id ?? fresh();
    if (was && was.id === null)
      moved.push({ from: guestHouseRoomKey(was), to: guestHouseRoomKey({ id, name: row.name }) });
    return { ...row, id };
  });
  return { rooms, removed: stored.filter((s) => !taken.has(s)), moved };
}
