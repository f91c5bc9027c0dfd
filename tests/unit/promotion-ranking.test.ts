import { afterEach, describe, expect, it, vi } from "vitest";
import { rotatedTake } from "../../src/server/lib/promoted-slots";
import { watchPromotionEnds } from "../../src/server/lib/promotion-ends";
import { onAdsChanged } from "../../src/server/lib/ad-events";
import { listingPins } from "../../src/server/db/listing-repo";

describe("rotatedTake (the home slider's turn)", () => {
  it("takes `count` items from the turn on, wrapping, each once", () => {
    expect(rotatedTake([1, 2, 3, 4, 5], 3, 3)).toEqual([4, 5, 1]);
    expect(rotatedTake([1, 2, 3], 7, 5)).toEqual([2, 3, 1]);
    expect(rotatedTake([1, 2, 3], -1, 2)).toEqual([3, 1]);
    expect(rotatedTake([], 4, 3)).toEqual([]);
  });

  it("shows every item within as many turns as it takes to go round", () => {
    const items = Array.from({ length: 17 }, (_, i) => i);
    const seen = new Set<number>();
    for (let hour = 0; hour < 2; hour++) for (const item of rotatedTake(items, hour * 12, 12)) seen.add(item);
    expect(seen.size).toBe(17);
  });
});

describe("listingPins (which lists give pinned ads their places)", () => {
  it("pins in a section's or a category's lists only", () => {
    expect(listingPins({ section: "job" })).toBe(true);
    expect(listingPins({ category: "reefer" })).toBe(true);
    expect(listingPins({ section: "job", category: "it" })).toBe(true);
    expect(listingPins({})).toBe(false);
    expect(listingPins({ section: "job", user: 4 })).toBe(false);
  });
});

describe("watchPromotionEnds (caches never outlive a shown promotion)", () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  it("clears once at the nearest end within the caches' life, and not for ends past it", () => {
    vi.useFakeTimers();
    const now = new Date();
    const clear = vi.fn();
    stop = onAdsChanged(clear);
    const at = (ms: number) => new Date(now.getTime() + ms);
    watchPromotionEnds([null, at(20_000), at(-5_000), at(10 * 60_000)], now);
    watchPromotionEnds([at(8_000)], now);
    vi.advanceTimersByTime(7_999);
    expect(clear).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(clear).toHaveBeenCalledTimes(1);
    // The later end seen before is watched again by the next answer that shows it.
    watchPromotionEnds([at(20_000)], new Date(Date.now()));
    vi.advanceTimersByTime(12_001);
    expect(clear).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60 * 60_000);
    expect(clear).toHaveBeenCalledTimes(2);
  });
});
