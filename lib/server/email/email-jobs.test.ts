import { afterEach, describe, expect, it, vi } from "vitest";

const kicks = vi.fn();
vi.mock("./background", () => ({ kickEmailOutbox: kicks, nextTurn: () => Promise.resolve() }));

const { readConfig } = await import("../config/env");

describe("whether the server runs the jobs on its own timer (jobs.ownScheduler)", () => {
  it("runs the timer on a Node server by default; not with EMAIL_JOBS=off (system cron) nor on Vercel (Vercel Cron)", () => {
    const runsOwnScheduler = (env: Record<string, string>) => readConfig(env).jobs.ownScheduler;
    expect(runsOwnScheduler({})).toBe(true);
    expect(runsOwnScheduler({ CRON_SECRET: "x".repeat(32) })).toBe(true);
    expect(runsOwnScheduler({ EMAIL_JOBS: "off" })).toBe(false);
    expect(runsOwnScheduler({ EMAIL_JOBS: " OFF " })).toBe(false);
    expect(runsOwnScheduler({ EMAIL_JOBS: "on" })).toBe(true);
    expect(runsOwnScheduler({ VERCEL: "1" })).toBe(false);
    expect(() => readConfig({ EMAIL_JOBS: "sometimes" })).toThrow('EMAIL_JOBS="sometimes" is not readable');
  });
});

describe("the timer's interval (jobs.intervalMs)", () => {
  it("reads EMAIL_JOBS_INTERVAL_MS, a minute when unset; under a second, or not a number, is refused", () => {
    expect(readConfig({}).jobs.intervalMs).toBe(60_000);
    expect(readConfig({ EMAIL_JOBS_INTERVAL_MS: "5000" }).jobs.intervalMs).toBe(5_000);
    for (const bad of ["10", "soon"])
      expect(() => readConfig({ EMAIL_JOBS_INTERVAL_MS: bad }), bad).toThrow(
        `EMAIL_JOBS_INTERVAL_MS="${bad}" is not readable`,
      );
  });
});

describe("startEmailScheduler", () => {
  afterEach(() => {
    delete process.env.EMAIL_JOBS;
    delete process.env.VERCEL;
    vi.resetModules();
    kicks.mockClear();
  });

  it("sends what a stopped process left queued at once (a kicked drain), then runs every interval", async () => {
    const { startEmailScheduler } = await import("./email-jobs");
    startEmailScheduler();
    expect(kicks).toHaveBeenCalledTimes(1);
    startEmailScheduler();
    expect(kicks).toHaveBeenCalledTimes(1);
  });

  it("does nothing with EMAIL_JOBS=off (cron runs the jobs)", async () => {
    process.env.EMAIL_JOBS = "off";
    const { startEmailScheduler } = await import("./email-jobs");
    startEmailScheduler();
    expect(kicks).not.toHaveBeenCalled();
  });

  it("does nothing on Vercel", async () => {
    process.env.VERCEL = "1";
    const { startEmailScheduler } = await import("./email-jobs");
    startEmailScheduler();
    expect(kicks).not.toHaveBeenCalled();
  });
});
