import { describe, expect, it } from "vitest";
import { guestHouseSchema } from "@/lib/validation/content-guest-houses";
import { assignRoomIds } from "./room-type-ids";

const ids = () => {
  let n = 0;
  return () => `new${++n}`;
};
const room = (id: string | null, name: string, units = 1) => ({ id, name, price: 0, units });

describe("assignRoomIds", () => {
  it("a row carrying a stored id keeps it through a rename; the old name is not a room type any more", () => {
    const result = assignRoomIds(
      [room("a1", "Garden Room", 2), room("b2", "Deluxe Room")],
      [
        { id: "a1", name: "Lagoon Room", price: 0, units: 2 },
        { id: "b2", name: "Deluxe Room", price: 25, units: 1 },
      ],
      ids(),
    );
    expect(result.rooms.map((r) => [r.id, r.name])).toEqual([
      ["a1", "Lagoon Room"],
      ["b2", "Deluxe Room"],
    ]);
    expect(result.removed).toEqual([]);
    expect(result.moved).toEqual([]);
  });

  it("without ids (an API client), a row is the stored room type of its name; a renamed one is a removal plus a new room type", () => {
    const result = assignRoomIds(
      [room("a1", "Garden Room"), room("b2", "Deluxe Room")],
      [
        { name: " garden room ", price: 0, units: 1 },
        { name: "Suite", price: 40, units: 1 },
      ],
      ids(),
    );
    expect(result.rooms.map((r) => r.id)).toEqual(["a1", "new1"]);
    expect(result.removed.map((r) => r.id)).toEqual(["b2"]);
  });

  it("a renamed row does not lose its id to a new row given its old name", () => {
    const result = assignRoomIds(
      [room("a1", "Garden Room")],
      [
        { name: "Garden Room", price: 0, units: 1 },
        { id: "a1", name: "Lagoon Room", price: 0, units: 1 },
      ],
      ids(),
    );
    expect(result.rooms.map((r) => [r.id, r.name])).toEqual([
      ["new1", "Garden Room"],
      ["a1", "Lagoon Room"],
    ]);
    expect(result.removed).toEqual([]);
  });

  it("an unknown or repeated id is not trusted: the row is matched by name, else new", () => {
    const result = assignRoomIds(
      [room("a1", "Garden Room")],
      [
        { id: "zz", name: "Garden Room", price: 0, units: 1 },
        { id: "zz", name: "Hut", price: 0, units: 1 },
      ],
      ids(),
    );
    expect(result.rooms.map((r) => r.id)).toEqual(["a1", "new1"]);
    const twice = assignRoomIds(
      [room("a1", "Garden Room")],
      [
        { id: "a1", name: "Garden Room", price: 0, units: 1 },
        { id: "a1", name: "Copy", price: 0, units: 1 },
      ],
      ids(),
    );
    expect(twice.rooms.map((r) => r.id)).toEqual(["a1", "new1"]);
  });

  it("an entry stored before ids gets one, and its inventory moves from its name's key to the id's", () => {
    const result = assignRoomIds([room(null, "Garden Room")], [{ name: "Garden Room", price: 0, units: 1 }], ids());
    expect(result.rooms.map((r) => r.id)).toEqual(["new1"]);
    expect(result.moved).toEqual([{ from: "room:garden room", to: "ghr:new1" }]);
    expect(result.removed).toEqual([]);
  });
});

describe("the guest-house schema's room rows", () => {
  const base = {
    title: "Schema House",
    type: "guest_house",
    description: "A guest house for schema tests.",
    location: "Maafushi",
    checkInTime: "14:00",
    checkOutTime: "12:00",
    pricePerNight: 50,
    activities: "Snorkelling",
    facilities: "Free WiFi",
    mainImage: "/images/x.webp",
    mealPlans: [{ name: "Room Only", price: 0 }],
  };
  it("keeps a stored room type's id the form carries, and ignores anything else in its place", () => {
    const parsed = guestHouseSchema.parse({
      ...base,
      roomTypes: [
        { id: "a1b2c3d4e5f6", name: "Garden Room", price: 0, units: 2 },
        { id: "<script>", name: "Hut", price: 0 },
        { id: 7, name: "Loft", price: 0 },
      ],
    });
    expect(parsed.roomTypes.map((r) => r.id)).toEqual(["a1b2c3d4e5f6", undefined, undefined]);
  });
  it("refuses two room types of one name (a guest books by name)", () => {
    const result = guestHouseSchema.safeParse({
      ...base,
      roomTypes: [
        { name: "Garden Room", price: 0 },
        { name: " garden room", price: 10 },
      ],
    });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(result.error.issues).toMatchObject([
        { path: ["roomTypes", 1, "name"], message: "Another room type already has this name." },
      ]);
  });
});
