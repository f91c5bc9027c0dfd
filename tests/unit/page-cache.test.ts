import { describe, expect, it, vi } from "vitest";
import type { PostListResponse } from "../../src/shared/contract/posts";
import { cachedPage, clearPageCache, PAGE_CACHE_MS } from "../../src/server/features/posts/page-cache";

const page = (total: number): PostListResponse => ({ data: [], meta: { page: 1, per_page: 20, total, last_page: 1 } });

describe("listing page cache", () => {
  it("reads a page once within 5 s, again after", async () => {
    const read = vi.fn(() => Promise.resolve(page(7)));
    expect((await cachedPage("unit-a", read, 1_000)).meta.total).toBe(7);
    await cachedPage("unit-a", read, 1_000 + PAGE_CACHE_MS - 1);
    expect(read).toHaveBeenCalledTimes(1);
    await cachedPage("unit-a", read, 1_000 + PAGE_CACHE_MS);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("forgets everything when an ad is written", async () => {
    const read = vi.fn(() => Promise.resolve(page(1)));
    await cachedPage("unit-b", read, 1_000);
    clearPageCache();
    await cachedPage("unit-b", read, 1_001);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("does not keep a failed read", async () => {
    const failing = vi.fn(() => Promise.reject(new Error("db down")));
    await expect(cachedPage("unit-c", failing, 1_000)).rejects.toThrow("db down");
    const working = vi.fn(() => Promise.resolve(page(3)));
    expect((await cachedPage("unit-c", working, 1_001)).meta.total).toBe(3);
  });
});
