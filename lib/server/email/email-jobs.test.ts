import { afterEach, describe, expect, it, vi } from "vitest";

const kicks = vi.fn();
vi.mock("./background", () => ({ kickEmailOutbox: kicks, nextTurn: () => Promise.resolve() }));

const { emailJobsInterval, runsOwnScheduler } = await import("./email-jobs");

describe("runsOwnScheduler", () => {
  it("runs the timer on a Node server by default; not with EMAIL_JOBS=off (system cron) nor on Vercel (Vercel Cron)", () => {
    expect(runsOwnScheduler({})).toBe(true);
    expect(runsOwnScheduler({ CRON_SECRET: "x".repeat(32) })).toBe(true);
    expect(runsOwnScheduler({ EMAIL_JOBS: "off" })).toBe(false);
    expect(runsOwnScheduler({ EMAIL_JOBS: " OFF " })).toBe(false);
    expect(runsOwnScheduler({ VERCEL: "1" })).toBe(false);
  });
});

describe("emailJobsInterval", () => {
  it("reads EMAIL_JOBS_INTERVAL_MS, at least a second, else a minute", () => {
    expect(emailJobsInterval({})).toBe(60_000);
    expect(emailJobsInterval({ EMAIL_JOBS_INTERVAL_MS: "5000" })).toBe(5_000);
    expect(emailJobsInterval({ EMAIL_JOBS_INTERVAL_MS: "10" })).toBe(60_000);
    expect(emailJobsInterval({ EMAIL_JOBS_INTERVAL_MS: "soon" })).toBe(60_000);
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
