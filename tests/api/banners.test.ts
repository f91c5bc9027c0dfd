import { describe, expect, it } from "vitest";
import { errorBodySchema } from "../../src/shared/contract/common";
import { PLACEMENT_LIMITS, WIDGET_TYPES, widgetsResponseSchema } from "../../src/shared/contract/widgets";
import { getJson } from "./client";

async function widgets(query: string) {
  const answer = await getJson(`/v1/widgets?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.response.headers.get("cache-control")).toMatch(/^public/);
  return widgetsResponseSchema.parse(answer.body).data;
}

const titles = (list: { title: string }[] | undefined) => (list ?? []).map((banner) => banner.title);

describe("GET /v1/widgets", () => {
  it("answers every requested placement, an empty array where nothing runs", async () => {
    const data = await widgets("widget_type[]=sidebar&widget_type[]=single-left&widget_type[]=slider");
    expect(Object.keys(data).sort()).toEqual(["sidebar", "single-left", "slider"]);
    expect(data.sidebar?.length).toBeGreaterThan(0);
    // Every placement has an untargeted demo banner; a targeted one (OSHA courses, construction jobs) is not here.
    expect(titles(data["single-left"])).toEqual(["Бухгалтерия для малого бизнеса"]);
    expect(data.slider?.every((banner) => banner.placement === "slider" && banner.link.startsWith("https://"))).toBe(
      true,
    );
  });

  it("shows a banner aimed at a post type only on its pages", async () => {
    const cdl = await widgets("type=cdl&widget_type[]=listing&widget_type[]=sidebar");
    expect(titles(cdl.listing).join()).toMatch(/CDL-школа/);
    expect(titles(cdl.sidebar).join()).toMatch(/Страховка для траков/);
    // The heaviest first.
    expect(titles(cdl.sidebar)[0]).toMatch(/Страховка для траков/);
    const job = await widgets("type=job&widget_type[]=listing&widget_type[]=sidebar");
    expect(titles(job.listing).join()).not.toMatch(/CDL-школа/);
    expect(titles(job.sidebar).join()).not.toMatch(/Страховка для траков/);
  });

  it("targets cities and categories, and ignores the category for local and owners pages", async () => {
    expect(titles((await widgets("widget_type[]=single-sidebar&city=chicago"))["single-sidebar"]).join()).toMatch(
      /DOT/,
    );
    expect(titles((await widgets("widget_type[]=single-sidebar&city=miami"))["single-sidebar"]).join()).not.toMatch(
      /DOT/,
    );
    expect(
      titles((await widgets("type=job&category=construction&widget_type[]=single-left"))["single-left"]).join(),
    ).toMatch(/OSHA/);
    const osha = async (query: string) => titles((await widgets(`${query}&widget_type[]=single-left`))["single-left"]);
    expect((await osha("type=job&category=it")).join()).not.toMatch(/OSHA/);
    expect((await osha("type=local&category=construction")).join()).not.toMatch(/OSHA/);
  });

  it("shows no more banners than a placement allows", async () => {
    const data = await widgets(
      WIDGET_TYPES.map((type) => `widget_type[]=${type}`).join("&") + "&type=cdl&city=chicago",
    );
    for (const type of WIDGET_TYPES) expect(data[type]?.length ?? 0, type).toBeLessThanOrEqual(PLACEMENT_LIMITS[type]);
    expect(data.sidebar).toHaveLength(PLACEMENT_LIMITS.sidebar);
  });

  it("accepts a plain repeated widget_type too", async () => {
    const data = await widgets("widget_type=sidebar&widget_type=slider");
    expect(Object.keys(data).sort()).toEqual(["sidebar", "slider"]);
  });

  it.each([
    ["", "widget_type"],
    ["widget_type[]=banner", "widget_type.0"],
    ["widget_type[]=sidebar&city=Chicago!", "city"],
  ])("refuses %s with 422", async (query, field) => {
    const answer = await getJson(`/v1/widgets?${query}`);
    expect(answer.status).toBe(422);
    expect(Object.keys(errorBodySchema.parse(answer.body).errors ?? {})).toContain(field);
  });
});
