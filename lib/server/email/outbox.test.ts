import { describe, expect, it } from "vitest";

import { readQueuedVars } from "./outbox";

describe("readQueuedVars", () => {
  it("reads the template variables a queued row carries", () => {
    expect(readQueuedVars({ vars: { bookingId: "MV-1", customerName: "A" } })).toEqual({
      bookingId: "MV-1",
      customerName: "A",
    });
    expect(readQueuedVars({ vars: {} })).toEqual({});
  });

  it("refuses anything else (a retry's payload, missing or non-text values)", () => {
    expect(readQueuedVars(null)).toBeNull();
    expect(readQueuedVars({ subject: "x", text: "y" })).toBeNull();
    expect(readQueuedVars({ vars: ["MV-1"] })).toBeNull();
    expect(readQueuedVars({ vars: { bookingId: 7 } })).toBeNull();
    expect(readQueuedVars({ vars: "MV-1" })).toBeNull();
  });
});
