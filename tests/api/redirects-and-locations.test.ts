import { describe, expect, it } from "vitest";
import { errorBodySchema } from "../../src/shared/contract/common";
import { locationCurrentResponseSchema, locationSingleResponseSchema } from "../../src/shared/contract/locations";
import { redirectResponseSchema } from "../../src/shared/contract/redirects";
import { getJson } from "./client";

describe("GET /v1/redirects", () => {
  it.each([
    ["/vacancies", "/job"],
    ["/ua/vacancies", "/ua/job"],
    ["/rabota", "/job"],
    ["/nedvizhimost", "/properties"],
    ["/avto", "/rent-sale"],
    ["/telegram", "https://t.me/obyava_usa"],
  ])("answers where %s went", async (path, target) => {
    const { status, body } = await getJson(`/v1/redirects?path=${encodeURIComponent(path)}`);
    expect(status).toBe(200);
    expect(redirectResponseSchema.parse(body)).toEqual({ data: { redirect: target, app_middleware: {} } });
  });

  it("answers null for a path that stays", async () => {
    const { body } = await getJson("/v1/redirects?path=/job");
    expect(redirectResponseSchema.parse(body)).toEqual({ data: { redirect: null, app_middleware: {} } });
  });

  it.each(["", "?path=", "?path=job", "?path=//evil.example", "?path=/a%3Fb"])(
    "refuses a bad query %s with 422",
    async (query) => {
      const { status, body } = await getJson(`/v1/redirects${query}`);
      expect(status).toBe(422);
      expect(errorBodySchema.parse(body).errors?.path?.length).toBeGreaterThan(0);
    },
  );
});

describe("GET /v1/locations/single", () => {
  it("answers a city named in the caller's language, children emptied", async () => {
    const ru = locationSingleResponseSchema.parse((await getJson("/v1/locations/single?slug=chicago")).body).data;
    expect(ru).toMatchObject({ slug: "chicago", name: "Чикаго", kind: "city", children: [] });
    const en = locationSingleResponseSchema.parse(
      (await getJson("/v1/locations/single?slug=new-york-city", { headers: { "Accept-Language": "en" } })).body,
    ).data;
    expect(en).toMatchObject({ slug: "new-york-city", name: "New York City", kind: "city" });
  });

  it("empties a state's children", async () => {
    const { body } = await getJson("/v1/locations/single?slug=california", { headers: { "Accept-Language": "uk" } });
    expect(locationSingleResponseSchema.parse(body).data).toMatchObject({
      slug: "california",
      name: "Каліфорнія",
      kind: "state",
      children: [],
    });
  });

  it("answers 404 with a message for an unknown place", async () => {
    const { status, body } = await getJson("/v1/locations/single?slug=atlantis");
    expect(status).toBe(404);
    expect(errorBodySchema.parse(body).message).toBe("Такой город или штат не найден.");
    const en = await getJson("/v1/locations/single?slug=atlantis", { headers: { "Accept-Language": "en" } });
    expect(errorBodySchema.parse(en.body).message.length).toBeGreaterThan(0);
  });

  it("refuses a malformed slug with 422", async () => {
    expect((await getJson("/v1/locations/single")).status).toBe(422);
    expect((await getJson("/v1/locations/single?slug=Chicago!")).status).toBe(422);
  });
});

describe("GET /v1/location/current", () => {
  const current = async (headers: Record<string, string>) => {
    const { status, body, response } = await getJson("/v1/location/current", { headers });
    expect(status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("private");
    return locationCurrentResponseSchema.parse(body).data;
  };

  it("finds the visitor's state from the CDN's geolocation headers", async () => {
    expect(await current({ "CF-IPCountry": "US", "CF-Region-Code": "IL" })).toMatchObject({
      slug: "illinois",
      name: "Иллинойс",
      kind: "state",
      children: [],
    });
    expect(await current({ "CF-IPCountry": "US", "CF-Region-Code": "ny", "Accept-Language": "en" })).toMatchObject({
      slug: "new-york",
      name: "New York",
    });
  });

  it("answers null (all locations) outside the USA or without the headers", async () => {
    expect(await current({})).toBeNull();
    expect(await current({ "CF-IPCountry": "PL", "CF-Region-Code": "IL" })).toBeNull();
    expect(await current({ "CF-IPCountry": "US" })).toBeNull();
    expect(await current({ "CF-IPCountry": "US", "CF-Region-Code": "ZZ" })).toBeNull();
  });
});

describe("GET /api/current-country-code", () => {
  it("takes the country from the CDN's header when it is one of the dial-code table", async () => {
    const { status, body } = await getJson("/api/current-country-code", { headers: { "CF-IPCountry": "ua" } });
    expect(status).toBe(200);
    expect(body).toEqual({ countryCode: "UA" });
  });

  it("answers the USA without a header or for a country outside the table", async () => {
    expect((await getJson("/api/current-country-code")).body).toEqual({ countryCode: "US" });
    expect((await getJson("/api/current-country-code", { headers: { "CF-IPCountry": "JP" } })).body).toEqual({
      countryCode: "US",
    });
  });
});
