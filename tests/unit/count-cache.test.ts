import { describe, expect, it, vi } from "vitest";
import { cachedCount } from "../../src/server/lib/listing-count-cache";

describe("listing count cache", () => {
  it("counts a filter set once within 30 s, again after", async () => {
    const count = vi.fn(() => Promise.resolve(7));
    expect(await cachedCount("unit-a", count, 1_000)).toBe(7);
    expect(await cachedCount("unit-a", count, 20_000)).toBe(7);
    expect(count).toHaveBeenCalledTimes(1);
    await cachedCount("unit-a", count, 31_001);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it("does not keep a failed count", async () => {
    const failing = vi.fn(() => Promise.reject(new Error("db down")));
    await expect(cachedCount("unit-b", failing, 1_000)).rejects.toThrow("db down");
    const working = vi.fn(() => Promise.resolve(3));
    expect(await cachedCount("unit-b", working, 1_001)).toBe(3);
  });
});

describe("listing count cache past 30 s", () => {
  it("answers the old total at once and recounts in the background", async () => {
    let next = 5;
    const count = vi.fn(() => Promise.resolve(next));
    expect(await cachedCount("unit-swr", count, 1_000)).toBe(5);
    next = 6;
    // Stale: the old total now, a recount started.
    expect(await cachedCount("unit-swr", count, 40_000)).toBe(5);
    expect(count).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    expect(await cachedCount("unit-swr", count, 41_000)).toBe(6);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it("counts again, waiting, when the total is older than 5 minutes", async () => {
    const count = vi.fn(() => Promise.resolve(9));
    await cachedCount("unit-old", count, 1_000);
    await cachedCount("unit-old", count, 1_000 + 5 * 60_000 + 1);
    expect(count).toHaveBeenCalledTimes(2);
  });
});
