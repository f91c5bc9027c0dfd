import { describe, expect, it } from "vitest";
import { memoryLimit } from "../../src/server/lib/memory-limit";

describe("memoryLimit", () => {
  const rule = { limit: 3, windowMs: 60_000 };

  it("lets the rule's number through, refuses the next with the wait until the oldest leaves", () => {
    const limit = memoryLimit(rule);
    expect(limit.take("a", 0)).toBeNull();
    expect(limit.take("a", 10_000)).toBeNull();
    expect(limit.take("a", 20_000)).toBeNull();
    expect(limit.take("a", 30_000)).toEqual({ retryAfterMs: 30_000 });
    // Another key has its own window.
    expect(limit.take("b", 30_000)).toBeNull();
  });

  it("frees a place once the oldest attempt leaves the window, and does not count refusals", () => {
    const limit = memoryLimit(rule);
    for (const at of [0, 1, 2]) limit.take("a", at);
    for (let at = 3; at < 100; at++) expect(limit.take("a", at)).not.toBeNull();
    // At 60 000 only the attempt at 0 has left: one place.
    expect(limit.take("a", 60_000)).toBeNull();
    expect(limit.take("a", 60_000)).toEqual({ retryAfterMs: 1000 });
  });

  it("remembers at most `max` keys", () => {
    const limit = memoryLimit({ limit: 1, windowMs: 60_000 }, 2);
    limit.take("a", 0);
    limit.take("b", 0);
    limit.take("c", 0);
    // "a" was forgotten: it starts again.
    expect(limit.take("a", 1)).toBeNull();
    expect(limit.take("c", 1)).not.toBeNull();
  });
});
