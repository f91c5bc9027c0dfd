import { describe, expect, it, vi } from "vitest";
import { cachedCount } from "../../src/server/features/posts/count-cache";

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
