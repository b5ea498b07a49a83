import { afterEach, describe, expect, it, vi } from "vitest";

const kicks = vi.fn();
vi.mock("./background", () => ({ kickEmailOutbox: kicks, nextTurn: () => Promise.resolve() }));

const { emailJobsInterval } = await import("./email-jobs");

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
});
