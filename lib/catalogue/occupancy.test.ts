import { describe, expect, it } from "vitest";
import { guestsPerRoom, occupancyProblem, partySize, tooSmallNote } from "./occupancy";

const rooms = [
  { name: "Overwater Villa", maxOccupancy: 2 },
  { name: "Beach Villa", maxOccupancy: 3 },
  { name: "Family Villa", maxOccupancy: 6 },
];

describe("occupancy", () => {
  it("counts adults and children", () => {
    expect(partySize(2, 2)).toBe(4);
    expect(partySize(1, Number.NaN)).toBe(1);
  });
  it("a room for 2 refuses a party of 4 and names the room types that fit", () => {
    expect(occupancyProblem(rooms, "overwater villa", 4)).toEqual({
      message:
        "The Overwater Villa sleeps at most 2 guests; your party is 4 guests (adults and children). Room types that fit: Family Villa.",
      fits: ["Family Villa"],
    });
    expect(tooSmallNote(rooms[0]!, 4)).toBe("sleeps 2");
  });
  it("a party that fits, or a name that is not a room type, is no problem here", () => {
    expect(occupancyProblem(rooms, "Beach Villa", 3)).toBeNull();
    expect(occupancyProblem(rooms, "Garden Room", 9)).toBeNull();
    expect(tooSmallNote(rooms[2]!, 4)).toBeNull();
  });
  it("when nothing sleeps the party it says the largest", () => {
    expect(occupancyProblem(rooms, "Family Villa", 7)?.message).toBe(
      "The Family Villa sleeps at most 6 guests; your party is 7 guests (adults and children). No room type here sleeps 7 guests: the largest sleeps 6.",
    );
  });
});

describe("occupancy of a multi-room party (issue 35)", () => {
  it("a party fits when its fullest room does: 5 guests in 3 rooms of 2, not in 2", () => {
    expect(occupancyProblem(rooms, "Overwater Villa", 5, { rooms: 3, adults: 5 })).toBeNull();
    expect(tooSmallNote(rooms[0]!, 5, 3)).toBeNull();
    expect(tooSmallNote(rooms[0]!, 5, 2)).toBe("sleeps 2");
    expect(occupancyProblem(rooms, "Overwater Villa", 5, { rooms: 2, adults: 5 })).toEqual({
      message:
        "The Overwater Villa sleeps at most 2 guests; your party is 5 guests (adults and children) in 2 rooms. Room types that fit: Beach Villa, Family Villa. Or book 3 rooms of it.",
      fits: ["Beach Villa", "Family Villa"],
    });
  });
  it("suggests more rooms only when there are adults for them", () => {
    expect(occupancyProblem(rooms, "Overwater Villa", 4, { adults: 2 })?.message).toBe(
      "The Overwater Villa sleeps at most 2 guests; your party is 4 guests (adults and children). Room types that fit: Family Villa. Or book 2 rooms of it.",
    );
    expect(occupancyProblem(rooms, "Overwater Villa", 4, { adults: 1 })?.message).not.toContain("Or book");
  });
  it("counts guests per room by the fullest room", () => {
    expect(guestsPerRoom(5, 2)).toBe(3);
    expect(guestsPerRoom(4, 2)).toBe(2);
    expect(guestsPerRoom(4)).toBe(4);
  });
});
