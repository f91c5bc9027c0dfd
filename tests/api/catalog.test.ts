import { describe, expect, it } from "vitest";
import { locationsResponseSchema } from "../../src/shared/contract/locations";
import { SECTION_SLUGS, sectionsResponseSchema } from "../../src/shared/contract/sections";
import { getJson } from "./client";

describe("GET /v1/sections", () => {
  it("lists every section with its categories in the caller's language", async () => {
    const ru = sectionsResponseSchema.parse((await getJson("/v1/sections")).body);
    const en = sectionsResponseSchema.parse((await getJson("/v1/sections", { headers: { "Accept-Language": "en" } })).body);
    expect(ru.data.map((section) => section.slug)).toEqual([...SECTION_SLUGS]);
    for (const section of ru.data) expect(section.categories.length).toBeGreaterThan(0);
    expect(ru.data.find((section) => section.slug === "job")?.name).toBe("Работа");
    expect(en.data.find((section) => section.slug === "job")?.name).toBe("Jobs");
    expect(en.data.find((s) => s.slug === "cdl")?.categories.map((c) => c.id)).toEqual(
      ru.data.find((s) => s.slug === "cdl")?.categories.map((c) => c.id),
    );
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
    const tree = locationsResponseSchema.parse((await getJson("/v1/locations", { headers: { "Accept-Language": "uk" } })).body).data;
    expect(tree.find((state) => state.slug === "california")?.name).toBe("Каліфорнія");
  });
});
