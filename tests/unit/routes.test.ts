import { describe, expect, it } from "vitest";
import { LOCATION_SEEDS } from "../../src/server/seed/locations-data";
import { LOCALES, type Locale } from "../../src/shared/locales";
import {
  buildPath,
  isLocationCandidate,
  matchPath,
  NO_POLISH_SECTIONS,
  PROPERTY_TYPES,
  RESERVED_SEGMENTS,
  ROUTES,
  type RouteDef,
} from "../../src/shared/routes";

/** Sample values for a pattern's parameters (the server checks their existence, matchPath only their shape). */
const SAMPLE: Record<string, string> = {
  slug: "sample-post-1",
  category: "flatbed",
  property_type: "house",
  tag: "immigration",
  id: "12",
};

function sampleParams(route: RouteDef): Record<string, string> {
  const names = [...route.pattern.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
  return Object.fromEntries(names.map((name) => [name, SAMPLE[name] ?? "x"]));
}

const hasLocation = (route: RouteDef) => route.pattern.startsWith("/{location?}");

describe("matchPath against the route table", () => {
  for (const route of ROUTES) {
    it(`${route.id}: ${route.pattern}`, () => {
      const params = sampleParams(route);
      for (const locale of LOCALES) {
        for (const location of hasLocation(route) ? [null, "chicago"] : [null]) {
          const path = buildPath(route, locale, { location, params });
          const match = matchPath(path);
          if (!route.locales.includes(locale)) {
            expect(match, path).toBeNull();
            continue;
          }
          expect(match?.route.id, path).toBe(route.id);
          expect(match?.locale, path).toBe(locale);
          expect(match?.location ?? null, path).toBe(location);
          expect(match?.params, path).toEqual(params);
        }
      }
    });
  }

  it("has the /pl exceptions (afisha, dating, properties) and nothing else", () => {
    const withoutPolish = ROUTES.filter((route) => !route.locales.includes("pl"));
    expect(withoutPolish.length).toBeGreaterThan(0);
    for (const route of withoutPolish) expect(NO_POLISH_SECTIONS, route.id).toContain(route.section);
    for (const route of ROUTES) expect(route.locales.filter((locale) => locale !== "pl")).toEqual(["ru", "ua", "en"]);
    for (const path of [
      "/pl/afisha",
      "/pl/dating",
      "/pl/properties",
      "/pl/dating/post/x",
      "/pl/afisha/post/x",
      "/pl/properties/type/house",
      "/pl/properties/rent",
      "/pl/chicago/afisha",
    ]) {
      expect(matchPath(path), path).toBeNull();
    }
    expect(matchPath("/pl/job")?.route.id).toBe("listing.job");
  });

  it("is case-sensitive", () => {
    for (const path of [
      "/JOB",
      "/Job",
      "/Job/post/x",
      "/ua/JOB",
      "/UA/job",
      "/job/POST/x",
      "/Chicago/job",
      "/AUTH/login",
    ]) {
      expect(matchPath(path), path).toBeNull();
    }
  });

  it("rejects unmatched paths and malformed segments", () => {
    for (const path of [
      "/job/extra/segments/here",
      "/job/post",
      "/job/post/a/b",
      "/profile/unknown",
      "/auth/nope",
      "/form/nothing",
      "/job/post/bad_slug",
      "/job/post/-x",
      "/ua/ua",
      "/ua/pl/job",
    ]) {
      expect(matchPath(path), path).toBeNull();
    }
  });

  it("prefers the most specific pattern", () => {
    expect(matchPath("/blog/authors")?.route.id).toBe("authors.blog");
    expect(matchPath("/news/listing")?.route.id).toBe("news.listing");
    expect(matchPath("/properties/type/house")?.route.id).toBe("properties.type");
    expect(matchPath("/job/construction")?.route.id).toBe("category.job");
    expect(matchPath("/chicago/job")).toMatchObject({ location: "chicago", route: { id: "listing.job" } });
    expect(matchPath("/ua/chicago")).toMatchObject({ location: "chicago", locale: "ua", route: { id: "home" } });
    expect(matchPath("/")).toMatchObject({ location: null, locale: "ru", route: { id: "home" } });
    // Any well-formed free segment may be a location: the database decides (the server answers 404).
    expect(matchPath("/nowhere-city/job")).toMatchObject({ location: "nowhere-city", route: { id: "listing.job" } });
  });

  it("never takes a page's segment or a language for a location", () => {
    for (const segment of [
      "job",
      "cdl",
      "auth",
      "profile",
      "form",
      "la",
      "chi",
      "kp",
      "ua",
      "pl",
      "en",
      "drivers-category",
    ]) {
      expect(isLocationCandidate(segment), segment).toBe(false);
    }
    expect(isLocationCandidate("chicago")).toBe(true);
    expect(isLocationCandidate("New-York")).toBe(false);
  });

  it("leaves every seeded location slug free of the table's segments", () => {
    const slugs = LOCATION_SEEDS.flatMap((state) => [state.slug, ...state.cities.map((city) => city.slug)]);
    for (const slug of slugs) {
      expect(RESERVED_SEGMENTS.has(slug), slug).toBe(false);
      expect(isLocationCandidate(slug), slug).toBe(true);
    }
  });

  it("builds the same path it matches, with the language prefix", () => {
    const route = ROUTES.find((entry) => entry.id === "properties.type");
    expect(route).toBeDefined();
    if (!route) return;
    const locales: Locale[] = ["ru", "ua", "en"];
    expect(
      locales.map((locale) =>
        buildPath(route, locale, { location: "miami", params: { property_type: PROPERTY_TYPES[0] } }),
      ),
    ).toEqual([
      "/miami/properties/type/apartment",
      "/ua/miami/properties/type/apartment",
      "/en/miami/properties/type/apartment",
    ]);
  });
});
