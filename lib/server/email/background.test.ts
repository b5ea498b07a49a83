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

/** The event loop's utilization the drain sees (the machine's own would make the tests flaky). */
let utilization = 0;
vi.mock("node:perf_hooks", () => ({
  performance: { eventLoopUtilization: () => ({ idle: 1, active: utilization, utilization }) },
}));

/** Tasks handed to after() while "inside a request"; outside one, Next's own after() runs (and throws). */
const afterTasks: (() => unknown)[] = [];
let inRequest = false;
vi.mock("next/server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("next/server")>();
  return {
    ...actual,
    after: (task: () => unknown) => {
      if (!inRequest) return actual.after(task);
      afterTasks.push(task);
    },
  };
});

const {
  kickEmailOutbox,
  pauseEmailOutbox,
  settleBackgroundEmails,
  shouldDeferDrain,
  OUTBOX_MAX_DEFER_MS,
  OUTBOX_TICK_MS,
} = await import("./background");

describe("shouldDeferDrain", () => {
  it("waits while the process is busy, but never past the longest deferral", () => {
    expect(shouldDeferDrain(0.9, 0)).toBe(true);
    expect(shouldDeferDrain(0.9, OUTBOX_MAX_DEFER_MS - 1)).toBe(true);
    expect(shouldDeferDrain(0.9, OUTBOX_MAX_DEFER_MS)).toBe(false);
    expect(shouldDeferDrain(0.2, 0)).toBe(false);
  });
});

/** The drain yields turns of the event loop (setImmediate, left real): let a few go by. */
async function turns(n = 5) {
  for (let i = 0; i < n; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Advances the (fake) timers, then lets the drains' turns go by. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await turns();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  drains.length = 0;
  afterTasks.length = 0;
  inRequest = false;
  utilization = 0;
  nextOutcome = { taken: 0, sent: 0, failed: 0, limited: false };
});
afterEach(async () => {
  inRequest = false;
  await settleBackgroundEmails();
  vi.useRealTimers();
});

describe("a kick inside a request", () => {
  it("is handed to Next's after(): nothing drains until the response is out, then one drain that yields between e-mails", async () => {
    inRequest = true;
    expect(kickEmailOutbox()).toBe("after");
    expect(kickEmailOutbox()).toBe("after");
    await advance(OUTBOX_TICK_MS * 10);
    expect(drains).toHaveLength(0);
    expect(afterTasks).toHaveLength(2);

    // The response is sent: Next runs the tasks (and, on Vercel, waits for their promises).
    const done = Promise.all(afterTasks.map((task) => task()));
    await advance(0);
    await done;
    expect(drains).toHaveLength(1);
    expect(drains[0]!.limit).toBeUndefined();
    expect(drains[0]!.pause).toBeTypeOf("function");
  });

  it("a kick while a drain is under way joins it: no after() task of its own, and the first task waits for the round it asks for", async () => {
    inRequest = true;
    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    expect(kickEmailOutbox()).toBe("after");
    let firstDone = false;
    const first = (afterTasks[0]!() as Promise<void>).then(() => (firstDone = true));
    await advance(0);
    expect(drains).toHaveLength(1);

    // Another booking commits and kicks while that drain is still sending.
    expect(kickEmailOutbox()).toBe("joined");
    expect(afterTasks).toHaveLength(1);
    gate = null;
    open();
    await advance(0);
    await first;
    expect(firstDone).toBe(true);
    expect(drains).toHaveLength(2);
  });

  it("under a burst of bookings while the process is busy, hundreds of kicks hold one after() task (one request's context), and one round answers them all", async () => {
    inRequest = true;
    utilization = 0.9;
    expect(kickEmailOutbox()).toBe("after");
    const task = afterTasks[0]!() as Promise<void>;
    await advance(0);
    const kicks = Array.from({ length: 500 }, () => kickEmailOutbox());
    expect(new Set(kicks)).toEqual(new Set(["joined"]));
    expect(afterTasks).toHaveLength(1);
    expect(drains).toHaveLength(0); // deferred while busy
    await advance(OUTBOX_MAX_DEFER_MS + OUTBOX_TICK_MS * 2);
    await task;
    expect(drains).toHaveLength(1);
  });
});

describe("a kick outside a request (scripts, tests, the scheduler's start)", () => {
  it("Next's after() refuses, so the drain runs in this process a moment later — once for kicks that came together", async () => {
    expect(kickEmailOutbox()).toBe("in-process");
    expect(kickEmailOutbox()).toBe("in-process");
    expect(drains).toHaveLength(0);
    await advance(OUTBOX_TICK_MS);
    expect(drains).toHaveLength(1);
    expect(drains[0]!.pause).toBeTypeOf("function");
    await advance(OUTBOX_TICK_MS * 10);
    expect(drains).toHaveLength(1);
  });

  it("while the process is busy the drain waits, up to the longest deferral", async () => {
    utilization = 0.9;
    kickEmailOutbox();
    await advance(OUTBOX_MAX_DEFER_MS / 2);
    expect(drains).toHaveLength(0);
    await advance(OUTBOX_MAX_DEFER_MS / 2 + OUTBOX_TICK_MS * 2);
    expect(drains).toHaveLength(1);
  });

  it("drains again for a commit that kicked while a drain was under way", async () => {
    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    kickEmailOutbox();
    await advance(OUTBOX_TICK_MS);
    expect(drains).toHaveLength(1);
    kickEmailOutbox();
    gate = null;
    open();
    await advance(OUTBOX_TICK_MS * 2);
    expect(drains).toHaveLength(2);
    await advance(OUTBOX_TICK_MS * 10);
    expect(drains).toHaveLength(2);
  });

  it("does nothing while paused, and drains once resumed; settling drains everything at once", async () => {
    const resume = pauseEmailOutbox();
    kickEmailOutbox();
    inRequest = true;
    kickEmailOutbox();
    await afterTasks[0]!();
    inRequest = false;
    await advance(OUTBOX_TICK_MS * 10);
    expect(drains).toHaveLength(0);
    resume();
    await advance(OUTBOX_TICK_MS * 2);
    expect(drains).toHaveLength(1);

    kickEmailOutbox();
    await settleBackgroundEmails();
    expect(drains).toHaveLength(2);
    expect(drains[1]).toEqual({});
    await advance(OUTBOX_TICK_MS * 10);
    expect(drains).toHaveLength(2);
  });
});
