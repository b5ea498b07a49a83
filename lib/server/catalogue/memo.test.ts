import { beforeEach, describe, expect, it, vi } from "vitest";
import { invalidateCatalogueAreas, memo, memoSize } from "./memo";

describe("catalogue memo", () => {
  beforeEach(() => invalidateCatalogueAreas("hotels", "promotions", "destinations", "guestHouses"));

  it("loads once and serves the same value until its area is invalidated", async () => {
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    expect(await memo(["hotels"], "hotels:all", load)).toEqual({ n: 1 });
    expect(await memo(["hotels"], "hotels:all", load)).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    invalidateCatalogueAreas("promotions");
    await memo(["hotels"], "hotels:all", load);
    expect(load).toHaveBeenCalledTimes(1);
    invalidateCatalogueAreas("hotels");
    expect(await memo(["hotels"], "hotels:all", load)).toEqual({ n: 2 });
  });

  it("does not keep a read that was in flight when its area changed", async () => {
    let release!: (v: string) => void;
    const first = memo(["hotels"], "slow", () => new Promise<string>((r) => (release = r)));
    invalidateCatalogueAreas("hotels");
    release("old");
    expect(await first).toBe("old");
    expect(await memo(["hotels"], "slow", async () => "new")).toBe("new");
  });

  it("does not keep failures", async () => {
    await expect(memo(["hotels"], "boom", async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await memo(["hotels"], "boom", async () => "ok")).toBe("ok");
  });

  it("holds a bounded number of entries", async () => {
    for (let i = 0; i < 2100; i++) await memo(["hotels"], `hotel:${i}`, async () => i);
    expect(memoSize()).toBeLessThanOrEqual(2000);
  });
});
