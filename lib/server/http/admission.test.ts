import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { isAppError } from "../errors/app-error";
import { logger } from "../logger";
import { DEFAULT_BOOKING_ADMISSION, readConfig } from "../config/env";
import { AdmissionGate, BUSY_MESSAGE, BUSY_RETRY_AFTER, REFUSAL_REPORT_MS } from "./admission";

/** A piece of work that runs until `finish()` is called. */
function held() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve("done");
    fail = reject;
  });
  return { work: () => done, finish, fail };
}

/** What a refused run threw: the 503 AppError with its reason and Retry-After. */
async function refusal(run: Promise<unknown>) {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isAppError(error)).toBe(true);
  return error as { code: string; message: string; reason?: string; retryAfter?: number };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("the booking pipeline's limits (lib/server/config/env.ts)", () => {
  it("reads BOOKING_MAX_CONCURRENT and BOOKING_MAX_QUEUED, the defaults when unset; anything not a whole number in range is refused, naming it", () => {
    expect(readConfig({}).bookings.admission).toEqual(DEFAULT_BOOKING_ADMISSION);
    expect(readConfig({ BOOKING_MAX_CONCURRENT: "", BOOKING_MAX_QUEUED: " " }).bookings.admission).toEqual(
      DEFAULT_BOOKING_ADMISSION,
    );
    expect(readConfig({ BOOKING_MAX_CONCURRENT: "8", BOOKING_MAX_QUEUED: "0" }).bookings.admission).toMatchObject({
      active: 8,
      queued: 0,
    });
    for (const bad of ["0", "-1", "1.5", "lots", "1000000"]) {
      expect(() => readConfig({ BOOKING_MAX_CONCURRENT: bad }), bad).toThrow(
        `BOOKING_MAX_CONCURRENT="${bad}" is not readable: it takes a whole number from 1 to 100000.`,
      );
    }
    expect(() => readConfig({ BOOKING_MAX_QUEUED: "-3" })).toThrow(
      'BOOKING_MAX_QUEUED="-3" is not readable: it takes a whole number from 0 to 100000.',
    );
  });
});

describe("AdmissionGate", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("runs up to `active` at once, queues the next ones in order, and refuses past the queue with 503 and Retry-After", async () => {
    const gate = new AdmissionGate({ active: 2, queued: 2, maxWaitMs: 10_000 });
    const jobs = Array.from({ length: 4 }, () => held());
    const started: number[] = [];
    const runs = jobs.map((job, i) =>
      gate.run(() => {
        started.push(i);
        return job.work();
      }),
    );
    await flush();
    expect(started).toEqual([0, 1]);
    expect(gate.load).toEqual({ active: 2, waiting: 2 });

    const fifth = await refusal(gate.run(async () => "never"));
    expect(fifth).toMatchObject({
      code: "UNAVAILABLE",
      message: BUSY_MESSAGE,
      reason: "busy",
      retryAfter: BUSY_RETRY_AFTER,
    });

    // A turn freed lets the first waiter in, then the next.
    jobs[1]!.finish();
    await expect(runs[1]).resolves.toBe("done");
    await flush();
    expect(started).toEqual([0, 1, 2]);
    jobs[0]!.fail(new Error("boom"));
    await expect(runs[0]).rejects.toThrow("boom"); // a failed booking gives its turn back too
    await flush();
    expect(started).toEqual([0, 1, 2, 3]);
    jobs[2]!.finish();
    jobs[3]!.finish();
    await Promise.all([runs[2], runs[3]]);
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });

  it("a booking that waited longer than maxWaitMs gets the 503 and leaves the queue; the rest keep their order", async () => {
    const gate = new AdmissionGate({ active: 1, queued: 5, maxWaitMs: 1_000 });
    const first = held();
    const running = gate.run(first.work);
    const waiting = refusal(gate.run(async () => "too late"));
    await vi.advanceTimersByTimeAsync(500);
    const later = gate.run(async () => "in time");
    await vi.advanceTimersByTimeAsync(600);
    expect(await waiting).toMatchObject({ code: "UNAVAILABLE", reason: "busy" });
    expect(gate.load).toEqual({ active: 1, waiting: 1 });
    first.finish();
    await expect(running).resolves.toBe("done");
    await expect(later).resolves.toBe("in time");
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });

  it("with no queue (queued 0) a booking past `active` is refused at once", async () => {
    const gate = new AdmissionGate({ active: 1, queued: 0, maxWaitMs: 10_000 });
    const first = held();
    const running = gate.run(first.work);
    expect((await refusal(gate.run(async () => "no"))).code).toBe("UNAVAILABLE");
    first.finish();
    await running;
    await expect(gate.run(async () => "yes")).resolves.toBe("yes");
  });

  it("tells the operators: the first refusal is logged at once, later ones counted into one report every REFUSAL_REPORT_MS", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const gate = new AdmissionGate({ active: 1, queued: 0, maxWaitMs: 10_000 });
    const first = held();
    const running = gate.run(first.work);
    for (let i = 0; i < 5; i++) await refusal(gate.run(async () => "no"));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![1]).toMatchObject({ refused: 1, why: "queue full", active: 1, waiting: 0 });
    await vi.advanceTimersByTimeAsync(REFUSAL_REPORT_MS);
    await refusal(gate.run(async () => "no"));
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]![1]).toMatchObject({ refused: 5 });
    first.finish();
    await running;
  });
});
