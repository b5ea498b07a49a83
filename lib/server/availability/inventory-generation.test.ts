import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterInventoryWrite, inventoryChanged, inventoryGeneration, inventoryLapsesAt, nextInventoryLapse } from "./inventory-generation";

const g = globalThis as unknown as { __lagoonInventory?: unknown };

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2031-03-01T12:00:00Z") });
  delete g.__lagoonInventory;
});
afterEach(() => {
  vi.useRealTimers();
  delete g.__lagoonInventory;
});

describe("the inventory counter", () => {
  it("moves with every write, committed or not", async () => {
    expect(inventoryGeneration()).toBe(0);
    inventoryChanged();
    expect(inventoryGeneration()).toBe(1);
    await afterInventoryWrite(Promise.resolve("ok"));
    expect(inventoryGeneration()).toBe(2);
    await expect(afterInventoryWrite(Promise.reject(new Error("rolled back")))).rejects.toThrow("rolled back");
    expect(inventoryGeneration()).toBe(3);
  });

  it("moves when a hold a read counted lapses, not before", () => {
    inventoryLapsesAt(new Date(Date.now() + 5_000));
    expect(nextInventoryLapse()).toBe(Date.now() + 5_000);
    vi.advanceTimersByTime(4_999);
    expect(inventoryGeneration()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(inventoryGeneration()).toBe(1);
    expect(nextInventoryLapse()).toBeNull();
  });

  it("keeps one timer, for the earliest lapse reported; later ones are reported again after it", () => {
    const start = Date.now();
    inventoryLapsesAt(start + 10_000);
    inventoryLapsesAt(start + 20_000); // later: ignored for now
    inventoryLapsesAt(start + 3_000); // earlier: replaces the timer
    expect(nextInventoryLapse()).toBe(start + 3_000);
    vi.advanceTimersByTime(3_000);
    expect(inventoryGeneration()).toBe(1);
    vi.advanceTimersByTime(30_000);
    expect(inventoryGeneration()).toBe(1); // the replaced and the ignored ones never fire

    // The renders after that bump report the next lapse themselves.
    inventoryLapsesAt(start + 40_000);
    vi.advanceTimersByTime(7_000);
    expect(inventoryGeneration()).toBe(2);
  });

  it("a lapse already past moves the counter at once; nothing or a bad time is ignored", () => {
    inventoryLapsesAt(null);
    inventoryLapsesAt(undefined);
    inventoryLapsesAt(Number.NaN);
    expect(nextInventoryLapse()).toBeNull();
    inventoryLapsesAt(Date.now() - 1_000);
    vi.advanceTimersByTime(0);
    expect(inventoryGeneration()).toBe(1);
  });

  it("a lapse beyond setTimeout's range gets an early bump (one extra render), never an overflow", () => {
    inventoryLapsesAt(Date.now() + 40 * 86_400_000);
    vi.advanceTimersByTime(1_000);
    expect(inventoryGeneration()).toBe(0); // an overflowing delay would have fired at once
    vi.advanceTimersByTime(2_147_483_647);
    expect(inventoryGeneration()).toBe(1);
  });
});
