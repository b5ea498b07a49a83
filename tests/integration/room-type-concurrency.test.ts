/**
 * Concurrent room-type creates for one hotel (issue 34): each inserts its RoomType row (whose
 * foreign key share-locks the hotel's row) and then adds its name to the hotel's text list (which
 * locks the same row for update). Taken in that order, two of them deadlocked (40P01 → a 500).
 * The hotel's row is now locked first, so they queue: all 201, and no name is lost from the list.
 * Real concurrency on PostgreSQL; on PGlite (one connection) the same calls run one after another.
 */
import { describe, expect, it } from "vitest";

import { POST as postRoomType } from "@/app/api/room-types/route";
import { PUT as putRoomType } from "@/app/api/room-types/[id]/route";
import { getDb } from "@/lib/server/db/client";
import { call } from "../support/http";
import { adminHeaders } from "../support/content";
import { hotelWithRoom } from "../support/hotels";

process.env.NEXTAUTH_SECRET = "integration-test-room-type-concurrency";
process.env.RATE_LIMIT_DISABLED = "1";

const roomType = (hotelId: number, name: string) => ({
  hotelId,
  name,
  basePrice: 120,
  maxOccupancy: 2,
  units: 3,
  amenities: [],
  images: [],
});

describe("concurrent room-type writes for one hotel", () => {
  it("20 concurrent creates of different room types: all 201, every name in the hotel's list", async () => {
    const headers = await adminHeaders();
    const hotel = await hotelWithRoom({ label: "Concurrent", units: 1 });
    const names = Array.from({ length: 20 }, (_, i) => `Concurrent Villa ${i + 1}`);
    const replies = await Promise.all(
      names.map((name) =>
        call(postRoomType, "/api/room-types", undefined, { method: "POST", body: roomType(hotel.id, name), headers }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(names.map(() => 201));
    const saved = await getDb().hotel.findUniqueOrThrow({ where: { id: hotel.id }, select: { roomTypes: true } });
    expect([...saved.roomTypes].sort()).toEqual([hotel.roomType.name, ...names].sort());
    expect(await getDb().roomType.count({ where: { hotelId: hotel.id } })).toBe(21);
  });

  it("room types moved between two hotels both ways at once: no 5xx, both lists match the records", async () => {
    const headers = await adminHeaders();
    const a = await hotelWithRoom({ label: "Swap A", units: 1 });
    const b = await hotelWithRoom({ label: "Swap B", units: 1 });
    const moves = Array.from({ length: 6 }, (_, i) => {
      const [from, to] = i % 2 ? [a, b] : [b, a];
      return call(
        putRoomType,
        `/api/room-types/${from.roomType.id}`,
        { id: String(from.roomType.id) },
        { method: "PUT", body: roomType(to.id, `${from.roomType.name} ${i}`), headers },
      );
    });
    const statuses = (await Promise.all(moves)).map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    for (const hotel of [a, b]) {
      const saved = await getDb().hotel.findUniqueOrThrow({ where: { id: hotel.id }, select: { roomTypes: true } });
      const records = await getDb().roomType.findMany({ where: { hotelId: hotel.id }, select: { name: true } });
      expect([...saved.roomTypes].sort()).toEqual(records.map((r) => r.name).sort());
    }
  });
});
