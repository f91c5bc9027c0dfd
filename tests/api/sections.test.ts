import { describe, expect, it } from "vitest";
import { locationsResponseSchema } from "../../src/shared/contract/locations";
import { errorBodySchema } from "../../src/shared/contract/common";
import { postListResponseSchema } from "../../src/shared/contract/posts";
import {
  categoryCountsResponseSchema,
  SECTION_SLUGS,
  sectionsResponseSchema,
} from "../../src/shared/contract/sections";
import { getJson } from "./client";

describe("GET /v1/sections", () => {
  it("lists every section with its categories in the caller's language", async () => {
    const ru = sectionsResponseSchema.parse((await getJson("/v1/sections")).body);
    const en = sectionsResponseSchema.parse(
      (await getJson("/v1/sections", { headers: { "Accept-Language": "en" } })).body,
    );
    expect(ru.data.map((section) => section.slug)).toEqual([...SECTION_SLUGS]);
    for (const section of ru.data) expect(section.categories.length).toBeGreaterThan(0);
    expect(ru.data.find((section) => section.slug === "job")?.name).toBe("Работа");
    expect(en.data.find((section) => section.slug === "job")?.name).toBe("Jobs");
    expect(en.data.find((s) => s.slug === "cdl")?.categories.map((c) => c.id)).toEqual(
      ru.data.find((s) => s.slug === "cdl")?.categories.map((c) => c.id),
    );
  });
});

describe("GET /v1/sections/{section}/categories", () => {
  it("counts each category's active ads as its category page does, everywhere and in a location", async () => {
    for (const location of [null, "illinois"]) {
      const query = location ? `?location=${location}` : "";
      const { body, response } = await getJson(`/v1/sections/job/categories${query}`, {
        headers: { "Accept-Language": "pl" },
      });
      const { data } = categoryCountsResponseSchema.parse(body);
      expect(response.headers.get("cache-control")).toMatch(/^public/);
      expect(data.find((category) => category.slug === "construction")?.name).toBe("Budownictwo");
      for (const category of data) {
        const listing = postListResponseSchema.parse(
          (await getJson(`/v1/posts?section=job&category=${category.slug}${location ? `&location=${location}` : ""}`))
            .body,
        );
        expect(category.count, category.slug).toBe(listing.meta.total);
      }
    }
  });

  it("answers 404 for an unknown section or location, 422 for a malformed one, in the caller's language", async () => {
    const ru = { headers: { "Accept-Language": "ru" } };
    const section = await getJson("/v1/sections/no-such-section/categories", ru);
    expect(section.status).toBe(404);
    expect(errorBodySchema.parse(section.body).message).toBe("Такой страницы нет.");
    const place = await getJson("/v1/sections/job/categories?location=atlantis", ru);
    expect(place.status).toBe(404);
    expect(errorBodySchema.parse(place.body).message).toBe("Такой город или штат не найден.");
    expect((await getJson(`/v1/sections/job/categories?location=${"x".repeat(500)}`, ru)).status).toBe(422);
    expect((await getJson("/v1/sections/job/categories?location=%3Cscript%3E", ru)).status).toBe(422);
  });
});

describe("GET /v1/locations", () => {
  it("answers the states with their cities", async () => {
    const { body, response } = await getJson("/v1/locations", { headers: { "Accept-Language": "en" } });
    const tree = locationsResponseSchema.parse(body).data;
    expect(response.headers.get("vary")).toContain("Accept-Language");
    expect(tree.length).toBe(51);
    expect(tree.every((state) => state.kind === "state")).toBe(true);
    const cities = (slug: string) => tree.find((state) => state.slug === slug)?.children.map((city) => city.slug) ?? [];
    expect(cities("california")).toContain("los-angeles");
    expect(cities("florida")).toContain("miami");
    expect(cities("new-york")).toContain("new-york-city");
    expect(cities("pennsylvania")).toContain("philadelphia");
    expect(cities("washington")).toContain("seattle");
    expect(cities("illinois")).toContain("chicago");
    const names = tree.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("names them in Ukrainian for a Ukrainian caller", async () => {
    const tree = locationsResponseSchema.parse(
      (await getJson("/v1/locations", { headers: { "Accept-Language": "uk" } })).body,
    ).data;
    expect(tree.find((state) => state.slug === "california")?.name).toBe("Каліфорнія");
  });
});
