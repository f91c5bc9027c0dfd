import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bootCalls, bootKey, BOOT_DATA_ID, LISTING_FILTERS, listingPathOf } from "../../src/shared/boot-data";
import { isPastLastPage } from "../../src/shared/contract/pagination";
import { matchPath } from "../../src/shared/routes";
import { postListQuery } from "../../src/client/api/posts";
import { redirectQuery } from "../../src/client/app/routing/api";
import { seoMetaQuery } from "../../src/client/features/seo/api";
import { LISTING_SEARCH, listingDeps, validateListingSearch } from "../../src/client/features/posts/listing-route";
import { resetBootData } from "../../src/client/lib/boot-data";
import { recordFetches } from "../support/record-fetches";

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  resetBootData();
});

describe("boot data keys", () => {
  it("do not depend on the order of the parameters", () => {
    expect(bootKey("ru", "/v1/posts?section=cdl&page=1&per_page=20")).toBe(
      bootKey("ru", "/v1/posts?per_page=20&page=1&section=cdl"),
    );
    expect(bootKey("ru", "/v1/posts?page=1")).not.toBe(bootKey("ua", "/v1/posts?page=1"));
  });

  it("the server reads the same listing filters as the client", () => {
    expect([...LISTING_FILTERS].sort()).toEqual(
      Object.keys(LISTING_SEARCH)
        .filter((name) => name !== "page")
        .sort(),
    );
  });

  it("the server names the calls the client makes for a filtered listing page", async () => {
    const match = matchPath("/chicago/cdl");
    if (!match) throw new Error("no match");
    const search = new URLSearchParams("page=2&route_type=otr");
    const server = bootCalls(match, "/chicago/cdl", search, "city").map((path) => bootKey("ru", path));

    const urls = recordFetches();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const deps = listingDeps(validateListingSearch({ page: 2, route_type: "otr" }));
    await Promise.allSettled([
      client.query(postListQuery("ru", { ...deps, section: "cdl", location: "chicago" })),
      client.query(seoMetaQuery("ru", "/chicago/cdl")),
      client.query(redirectQuery("ru", "/chicago/cdl")),
    ]);
    expect(urls).toHaveLength(3);
    for (const url of urls) expect(server).toContain(bootKey("ru", url));
  });
});

describe("the listing call of a page (its 404 past the last page and its boot data)", () => {
  it("is the call the client's listing route makes, for every kind of listing", async () => {
    const urls = recordFetches();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const cases = [
      ["/pl/news/listing/tag/uscis", { page: 3, section: "news", tag: "uscis" }],
      ["/chicago/drivers-category/reefer", { page: 3, location: "chicago", category: "reefer" }],
      ["/feed/user/7", { page: 3, user: 7 }],
      ["/feed", { page: 3, section: "feed" }],
      ["/properties/type/house", { page: 3, section: "properties", property_type: "house" }],
    ] as const;
    for (const [path, params] of cases) {
      const match = matchPath(path);
      if (!match) throw new Error(`no match: ${path}`);
      const server = listingPathOf(match, new URLSearchParams("page=3"));
      await client.query(postListQuery(match.locale, params)).catch(() => undefined);
      expect(bootKey(match.locale, server ?? ""), path).toBe(bootKey(match.locale, urls.at(-1) ?? ""));
    }
    const post = matchPath("/job/post/some-job");
    expect(post && listingPathOf(post, new URLSearchParams())).toBeNull();
  });

  it("counts a page past the last only beyond page 1 and the last page", () => {
    expect(isPastLastPage({ page: 99, last_page: 17 })).toBe(true);
    expect(isPastLastPage({ page: 17, last_page: 17 })).toBe(false);
    expect(isPastLastPage({ page: 1, last_page: 1 })).toBe(false);
  });
});

describe("the client's use of boot data", () => {
  it("answers a call from the page once, then asks the network", async () => {
    const path = "/v1/posts?per_page=20&page=1&section=cdl";
    const answer = { data: [], meta: { page: 1, per_page: 20, total: 0, last_page: 1 } };
    document.body.innerHTML =
      `<script id="${BOOT_DATA_ID}" ` +
      `type="application/json">${JSON.stringify({ [bootKey("ru", path)]: answer })}</script>`;
    const urls = recordFetches();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = await client.query(postListQuery("ru", { page: 1, section: "cdl" }));
    expect(first.meta.total).toBe(0);
    expect(urls).toHaveLength(0);
    await expect(client.query({ ...postListQuery("ru", { page: 1, section: "cdl" }), staleTime: 0 })).rejects.toThrow();
    expect(urls).toHaveLength(1);
  });
});
