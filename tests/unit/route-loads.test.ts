import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAppRouter } from "../../src/client/router";
import { recordFetches } from "../support/record-fetches";
import { bootCalls, bootKey, loadPath, pageLoadsOf } from "../../src/shared/boot-data";
import type { Locale } from "../../src/shared/locales";
import {
  answerMissesPage,
  buildPath,
  LAYOUT_LOADS,
  matchPath,
  pathOf,
  PROPERTY_TYPES,
  routeForClient,
  ROUTES,
  type ClientRouteId,
  type RouteDef,
} from "../../src/shared/routes";

const router = createAppRouter(new QueryClient());
router.update({ ...router.options, history: createMemoryHistory() });

/** What the tests call of a file route: its options as the router runs them. */
interface FileRouteOptions {
  validateSearch?: (search: Record<string, unknown>) => Record<string, unknown>;
  loaderDeps?: (input: { search: Record<string, unknown> }) => unknown;
  loader?: (input: {
    context: { queryClient: QueryClient; locale: Locale; page: RouteDef };
    params: Record<string, string | undefined>;
    deps: unknown;
  }) => unknown;
}

/** A file route's options by its id. */
const fileRoute = (id: string) =>
  (router.routesById as unknown as Record<string, { options: unknown } | undefined>)[id]?.options as
    FileRouteOptions | undefined;

/** The client's decision on a path: the table entry its router and pipeline find, or null (its 404). */
function clientPage(pathname: string): { route: RouteDef; id: string; params: Record<string, string> } | null {
  const [, matched, found] = router.getMatchedRoutes(pathname);
  const rawParams: Record<string, string> = matched;
  // A fuzzy match keeps the unmatched rest in "**": the router shows its 404 there.
  if (!found || found.id === "__root__" || "**" in rawParams) return null;
  const id = String(found.id);
  const route = routeForClient(id as ClientRouteId, rawParams);
  const locale = (rawParams.locale ?? "ru") as Locale;
  return route?.locales.includes(locale) ? { route, id, params: rawParams } : null;
}

/** The API calls the client's loader makes for a URL, as bootKeys. */
async function clientCalls(url: string): Promise<string[]> {
  const [pathname = "", query = ""] = url.split("?");
  const page = clientPage(pathname);
  if (!page) throw new Error(`the client finds no page at ${url}`);
  const options = fileRoute(page.id);
  const raw = router.options.parseSearch(query ? `?${query}` : "");
  const search = options?.validateSearch ? options.validateSearch(raw) : raw;
  const deps = options?.loaderDeps ? options.loaderDeps({ search }) : {};
  const locale = (page.params.locale ?? "ru") as Locale;
  const urls = recordFetches();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.resolve(
    options?.loader?.({ context: { queryClient, locale, page: page.route }, params: page.params, deps }),
  ).catch(() => undefined);
  // Calls that lost the race to a failed sibling still go out: wait until none is pending.
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return urls.map((each) => bootKey(locale, each)).sort();
}

/** The calls the server declares for the same URL (its boot data), as bootKeys. */
function serverCalls(url: string): string[] {
  const [pathname = "", query = ""] = url.split("?");
  const match = matchPath(pathname);
  if (!match) throw new Error(`the server finds no page at ${url}`);
  const search = new URLSearchParams(query);
  return pageLoadsOf(match, search)
    .map((load) => bootKey(match.locale, loadPath(load, search)))
    .sort();
}

const withLoads = ROUTES.filter((route) => route.loads({ location: null, params: {}, page: 1 }).length > 0);
const slug = fc.stringMatching(/^[a-z][a-z0-9]{0,8}(?:-[a-z0-9]{1,6})?$/);
/** A parameter's value by its name in the table's pattern. */
const PARAM_VALUES: Record<string, fc.Arbitrary<string>> = {
  id: fc.integer({ min: 1, max: 99_999 }).map(String),
  property_type: fc.constantFrom(...PROPERTY_TYPES),
};
/** Listing filters as a visitor's address carries them (values the client's reader keeps). */
const filters = fc.record(
  {
    page: fc.integer({ min: 1, max: 40 }).map(String),
    q: fc.stringMatching(/^[a-z]{2,12}$/).filter((q) => !["true", "false", "null"].includes(q)),
    price_min: fc.integer({ min: 0, max: 10_000 }).map(String),
    price_max: fc.integer({ min: 0, max: 10_000 }).map(String),
    route_type: fc.constantFrom("otr", "regional", "local"),
    property_type: fc.constantFrom(...PROPERTY_TYPES),
    deal: fc.constantFrom("rent", "sale"),
    employment_type: fc.constantFrom("full_time", "part_time", "contract"),
  },
  { requiredKeys: [] },
);

const url = fc
  .record({
    route: fc.constantFrom(...withLoads),
    localePick: fc.nat(),
    located: fc.boolean(),
    values: fc.dictionary(fc.constantFrom("slug", "category", "tag", "id", "property_type"), slug),
    fixed: fc.record({ id: PARAM_VALUES.id ?? slug, property_type: PARAM_VALUES.property_type ?? slug }),
    search: filters,
  })
  .map(({ route, localePick, located, values, fixed, search }) => {
    const locale = route.locales[localePick % route.locales.length] ?? "ru";
    const names = [...route.pattern.matchAll(/\{(\w+)\}/g)].map((found) => found[1] ?? "");
    const params = Object.fromEntries(
      names.map((name) => [name, name === "id" || name === "property_type" ? fixed[name] : (values[name] ?? "abc")]),
    );
    const location = located && route.pattern.startsWith("/{location?}") ? "chicago" : null;
    const query = new URLSearchParams(search).toString();
    return `${buildPath(route, locale, { location, params })}${query ? `?${query}` : ""}`;
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a page's loads, read once from the route table", () => {
  it("every page that loads data makes the same calls in the browser as the server answers in its HTML", async () => {
    await fc.assert(
      fc.asyncProperty(url, async (each) => {
        expect(await clientCalls(each), each).toEqual(serverCalls(each));
      }),
      { numRuns: 150 },
    );
  });

  it("covers each kind of call, and the boot data holds them all", async () => {
    const cases = [
      "/chicago/cdl?page=2&route_type=otr",
      "/ua/job/warehouse",
      "/cdl/post/some-job",
      "/blog/authors",
      "/news/author/editorial?page=2",
      "/pl/news/listing/tag/uscis",
      "/feed/user/7",
      "/properties/type/house?deal=rent",
      "/chicago/drivers-category/reefer",
      "/search?q=voditel&section=cdl&sort=newest&page=2",
      "/ua/chicago/search?q=2020",
    ];
    const kinds = new Set<string>();
    for (const each of cases) {
      const [pathname = "", query = ""] = each.split("?");
      const match = matchPath(pathname);
      if (!match) throw new Error(`no match: ${each}`);
      for (const load of pageLoadsOf(match, new URLSearchParams(query))) kinds.add(load.call);
      const boot = bootCalls(match, pathname, new URLSearchParams(query), "city").map((path) =>
        bootKey(match.locale, path),
      );
      const client = await clientCalls(each);
      expect(client.length, each).toBeGreaterThan(0);
      for (const call of client) expect(boot, each).toContain(call);
    }
    expect([...kinds].sort()).toEqual(["author", "authors", "category-counts", "post", "posts", "search"]);
  });

  it("the language route's loader asks what every page's boot data holds", async () => {
    const match = matchPath("/ua/faq");
    if (!match) throw new Error("no match: /ua/faq");
    const urls = recordFetches();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = fileRoute("/{-$locale}");
    await options?.loader?.({ context: { queryClient, locale: "ua", page: match.route }, params: {}, deps: {} });
    const boot = bootCalls(match, "/ua/faq", new URLSearchParams(), null).map((path) => bootKey("ua", path));
    expect(urls.map((each) => bootKey("ua", each)).sort()).toEqual(
      LAYOUT_LOADS.map((load) => bootKey("ua", loadPath(load, new URLSearchParams()))).sort(),
    );
    for (const url of urls) expect(boot).toContain(bootKey("ua", url));
  });
});

describe("whether a page exists, decided once", () => {
  const SEGMENTS = [
    ...["ua", "pl", "en", "ru", "chicago", "JOB", "x_y", "a--b", "12", "0", "0123", "1234567890"],
    ...["cdl", "job", "blog", "news", "feed", "properties", "dating", "drivers-category", "post", "author"],
    ...["authors", "listing", "tag", "user", "type", "house", "castle", "flatbed", "profile", "edit", "settings"],
    ...["auth", "login", "nope", "form", "cv", "faq", "la", "requests", "support-ukraine", "kp", "search"],
  ];

  it("a path the server's matcher refuses is one the client's router and pipeline refuse, and back", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SEGMENTS), { maxLength: 5 }), (segments) => {
        const path = `/${segments.join("/")}`;
        expect(clientPage(path)?.route.id ?? null, path).toBe(matchPath(path)?.route.id ?? null);
      }),
      { numRuns: 2000 },
    );
  });

  it("shapes of parameters are the table's on both sides", () => {
    for (const path of ["/feed/user/1234567890", "/feed/user/0", "/properties/type/castle", "/cdl/post"]) {
      expect(matchPath(path), path).toBeNull();
      expect(clientPage(path), path).toBeNull();
    }
    expect(clientPage("/feed/user/123456789")?.route.id).toBe(matchPath("/feed/user/123456789")?.route.id);
  });
});

describe("a page missing by its own calls", () => {
  it("is one rule for the server's status and the client's loader", () => {
    const author = { call: "author", type: "blog", slug: "x", page: 1 } as const;
    const posts = { call: "posts", where: { section: "cdl" } } as const;
    expect(answerMissesPage(author, { status: 404 })).toBe(true);
    expect(answerMissesPage(author, { status: 503 })).toBe(false);
    expect(answerMissesPage(posts, { status: 200, meta: { page: 9, last_page: 3 } })).toBe(true);
    expect(answerMissesPage(posts, { status: 200, meta: { page: 3, last_page: 3 } })).toBe(false);
    expect(answerMissesPage(posts, { status: 404 })).toBe(false);
  });
});

describe("links by route id", () => {
  it("check the id and the parameters its pattern needs when compiled", () => {
    expect(pathOf("news.tag", "ua", { location: "chicago", params: { tag: "uscis" } })).toBe(
      "/ua/chicago/news/listing/tag/uscis",
    );
    expect(pathOf("profile.edit.autobazar", "en")).toBe("/en/profile/edit/autobazar");
    // A page missing in a language links to that language's home page.
    expect(pathOf("listing.dating", "pl")).toBe("/pl");
    // @ts-expect-error no page has this id
    expect(pathOf("page.nope", "ru")).toBe("/");
    // @ts-expect-error a tag's page needs its tag
    expect(() => pathOf("news.tag", "ru")).toThrow();
    // @ts-expect-error a property type is one of the fixed ones
    expect(pathOf("properties.type", "ru", { params: { property_type: "castle" } })).toBe("/properties/type/castle");
  });
});
