import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { DrainOptions, DrainOutcome } from "./outbox";

const drains: DrainOptions[] = [];
let nextOutcome: DrainOutcome = { taken: 0, sent: 0, failed: 0, limited: false };
/** While set, a drain waits for it (to kick in the middle of one). */
let gate: Promise<void> | null = null;
vi.mock("./outbox", () => ({
  drainEmailOutbox: vi.fn(async (options: DrainOptions = {}) => {
    drains.push(options);
    if (gate) await gate;
    return nextOutcome;
  }),
}));

const { kickEmailOutbox, pauseEmailOutbox, settleBackgroundEmails, shouldDeferDrain, OUTBOX_MAX_DEFER_MS, OUTBOX_TICK_MS } = await import("./background");

describe("shouldDeferDrain", () => {
  it("waits while the process is busy, but never past the longest deferral", () => {
    expect(shouldDeferDrain(0.9, 0)).toBe(true);
    expect(shouldDeferDrain(0.9, OUTBOX_MAX_DEFER_MS - 1)).toBe(true);
    expect(shouldDeferDrain(0.9, OUTBOX_MAX_DEFER_MS)).toBe(false);
    expect(shouldDeferDrain(0.2, 0)).toBe(false);
  });
});

describe("the kicked drain", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    drains.length = 0;
    nextOutcome = { taken: 0, sent: 0, failed: 0, limited: false };
  });
  afterEach(async () => {
    await settleBackgroundEmails();
    vi.useRealTimers();
  });

  it("runs after the commit's kick, a small batch at a time that yields between e-mails — by the longest deferral at the latest", async () => {
    kickEmailOutbox();
    kickEmailOutbox();
    expect(drains).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(OUTBOX_MAX_DEFER_MS + OUTBOX_TICK_MS);
    expect(drains).toHaveLength(1);
    expect(drains[0]!.limit).toBe(10);
    expect(drains[0]!.pause).toBeTypeOf("function");
  });

  it("goes on with the next batch while the last one was full", async () => {
    nextOutcome = { taken: 10, sent: 10, failed: 0, limited: true };
    kickEmailOutbox();
    await vi.advanceTimersByTimeAsync(OUTBOX_MAX_DEFER_MS + OUTBOX_TICK_MS);
    const first = drains.length;
    expect(first).toBeGreaterThanOrEqual(1);
    nextOutcome = { taken: 3, sent: 3, failed: 0, limited: false };
    await vi.advanceTimersByTimeAsync(OUTBOX_TICK_MS);
    expect(drains.length).toBe(first + 1);
    await vi.advanceTimersByTimeAsync(OUTBOX_MAX_DEFER_MS * 2);
    expect(drains.length).toBe(first + 1);
  });

  it("drains again for a commit that kicked while a drain was under way", async () => {
    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    kickEmailOutbox();
    await vi.advanceTimersByTimeAsync(OUTBOX_MAX_DEFER_MS + OUTBOX_TICK_MS);
    expect(drains).toHaveLength(1);
    kickEmailOutbox();
    gate = null;
    open();
    await vi.advanceTimersByTimeAsync(OUTBOX_MAX_DEFER_MS + OUTBOX_TICK_MS);
    expect(drains).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(OUTBOX_MAX_DEFER_MS * 2);
    expect(drains).toHaveLength(2);
  });

  it("does nothing while paused, and drains once resumed; settling drains everything at once", async () => {
    const resume = pauseEmailOutbox();
    kickEmailOutbox();
    await vi.advanceTimersByTimeAsync(OUTBOX_MAX_DEFER_MS * 2);
    expect(drains).toHaveLength(0);
    resume();
    await vi.advanceTimersByTimeAsync(OUTBOX_MAX_DEFER_MS + OUTBOX_TICK_MS);
    expect(drains).toHaveLength(1);

    kickEmailOutbox();
    await settleBackgroundEmails();
    expect(drains).toHaveLength(2);
    expect(drains[1]).toEqual({});
    await vi.advanceTimersByTimeAsync(OUTBOX_MAX_DEFER_MS * 2);
    expect(drains).toHaveLength(2);
  });
});
