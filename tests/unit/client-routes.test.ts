import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { createAppRouter } from "../../src/client/router";
import { LOCALES } from "../../src/shared/locales";
import { buildPath, routeForClient, ROUTES, type ClientRouteId, type RouteDef } from "../../src/shared/routes";

const router = createAppRouter(new QueryClient());
router.update({ ...router.options, history: createMemoryHistory() });

/** Sample values for a pattern's parameters. */
const SAMPLE: Record<string, string> = {
  slug: "sample-post-1",
  category: "flatbed",
  property_type: "house",
  tag: "immigration",
  id: "12",
};

function samplePath(route: RouteDef, locale: (typeof LOCALES)[number], location: string | null) {
  const names = [...route.pattern.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
  const params = Object.fromEntries(names.map((name) => [name, SAMPLE[name] ?? "x"]));
  return buildPath(route, locale, { location, params });
}

/** The table entry the client router resolves a path to, or null when no page matches. */
function resolve(path: string): RouteDef | null {
  const [, rawParams, found] = router.getMatchedRoutes(path);
  // A fuzzy match keeps the unmatched rest in "**": the router shows its 404 there.
  if (!found || found.id === "__root__" || "**" in rawParams) return null;
  return routeForClient(found.id as ClientRouteId, rawParams) ?? null;
}

describe("the client router and the route table", () => {
  for (const route of ROUTES) {
    it(`${route.id}: ${route.pattern} resolves in every language it has`, () => {
      for (const locale of LOCALES) {
        const locations = route.pattern.startsWith("/{location?}") ? [null, "chicago"] : [null];
        for (const location of locations) {
          const path = samplePath(route, locale, location);
          const resolved = resolve(path);
          // A page missing in a language (the /pl exceptions) still resolves; the pipeline answers 404.
          expect(resolved?.id, path).toBe(route.id);
          expect(route.locales.includes(locale), path).toBe(
            !(locale === "pl" && ["afisha", "dating", "properties"].includes(route.section ?? "")),
          );
        }
      }
    });
  }

  it("is case-sensitive and rejects unknown paths", () => {
    for (const path of [
      "/JOB",
      "/Job",
      "/ua/CDL",
      "/AUTH/login",
      "/job/post",
      "/job/post/a/b",
      "/profile/unknown",
      "/auth/nope",
      "/form/nothing",
      "/x/y/z/w/v",
    ]) {
      expect(resolve(path), path).toBeNull();
    }
  });

  it("tells a location from a page", () => {
    expect(resolve("/chicago")?.id).toBe("home");
    expect(resolve("/ua/chicago/cdl")?.id).toBe("listing.cdl");
    expect(resolve("/faq")?.id).toBe("page.faq");
    expect(resolve("/chicago/faq")).toBeNull();
    expect(resolve("/chicago/support-ukraine")?.id).toBe("page.support-ukraine");
    expect(resolve("/blog/authors")?.id).toBe("authors.blog");
    expect(resolve("/news/listing")?.id).toBe("news.listing");
    // An unknown first segment is taken for a location: the pipeline asks the database and answers 404.
    expect(resolve("/de/job")?.id).toBe("listing.job");
  });
});
