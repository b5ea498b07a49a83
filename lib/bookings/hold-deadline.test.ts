import { describe, expect, it } from "vitest";
import { holdDeadlineLabel, holdSentence } from "./hold-deadline";

describe("hold deadline", () => {
  it("says the stored deadline with its date, time and time zone", () => {
    expect(holdDeadlineLabel("2026-11-28T16:32:00.000Z", "UTC")).toBe("Sat, 28 Nov 2026, 16:32 UTC");
    expect(holdDeadlineLabel(new Date("2026-11-28T16:32:00.000Z"), "Asia/Kolkata")).toBe(
      "Sat, 28 Nov 2026, 22:02 GMT+5:30",
    );
    expect(holdDeadlineLabel("nonsense", "UTC")).toBe("");
  });
  it("asks an unconfirmed address to confirm before the deadline; says nothing without a hold", () => {
    expect(holdSentence({ until: "2026-11-28T16:32:00.000Z", emailConfirmed: false }, "UTC")).toBe(
      "We hold your room until Sat, 28 Nov 2026, 16:32 UTC: confirm your e-mail address from the message we just sent before then, or the hold lapses and the room may go to someone else.",
    );
    expect(holdSentence({ until: "2026-11-30T16:32:00.000Z", emailConfirmed: true }, "UTC")).toBe(
      "We hold your room until Mon, 30 Nov 2026, 16:32 UTC while we check availability.",
    );
    expect(holdSentence(null)).toBeNull();
  });
});
