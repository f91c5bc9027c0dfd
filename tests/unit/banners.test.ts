import { describe, expect, it } from "vitest";
import { ImpressionBatch } from "../../src/client/features/banners/impressions";
import { clickRate, localDay, orderOf, totalCents } from "../../src/client/features/banners/order";
import { postTypesOf } from "../../src/server/features/banners/service";
import { widgetsPath } from "../../src/shared/api-paths";
import type { Product } from "../../src/shared/contract/money";
import {
  bannerImpressionsBodySchema,
  MAX_BANNERS_PER_PAGE,
  PAGE_PLACEMENTS,
  pageOfPlacement,
  PLACEMENT_LIMITS,
  WIDGET_TYPES,
} from "../../src/shared/contract/widgets";

const product: Product = {
  code: "banner-inside",
  kind: "banner",
  days: 1,
  price_cents: 400,
  currency: "usd",
  title: "",
  description: "",
  placement: "inside",
};

describe("impressions of a page view", () => {
  it("counts each banner once per page view and starts again on the next page", () => {
    const batch = new ImpressionBatch();
    expect(batch.seen(7, "/job")).toBe(true);
    expect(batch.seen(7, "/job")).toBe(false);
    expect(batch.seen(8, "/job")).toBe(true);
    expect(batch.take()).toEqual([7, 8]);
    expect(batch.seen(7, "/job")).toBe(false);
    expect(batch.seen(7, "/job?page=2")).toBe(true);
    expect(batch.take()).toEqual([7]);
    expect(batch.pending).toBe(0);
  });

  it("never puts more in one beacon than the server takes", () => {
    const batch = new ImpressionBatch();
    for (let id = 1; id <= MAX_BANNERS_PER_PAGE + 3; id++) batch.seen(id, "/");
    const first = batch.take();
    expect(first).toHaveLength(MAX_BANNERS_PER_PAGE);
    expect(bannerImpressionsBodySchema.safeParse({ ids: first }).success).toBe(true);
    expect(batch.take()).toHaveLength(3);
  });
});

describe("placements", () => {
  it("asks for each placement with exactly one page's call, and one beacon holds a full page", () => {
    for (const placement of WIDGET_TYPES) {
      const pages = Object.entries(PAGE_PLACEMENTS).filter(([, list]) =>
        (list as readonly string[]).includes(placement),
      );
      expect(pages.map(([page]) => page)).toEqual([pageOfPlacement(placement)]);
    }
    const listing = PAGE_PLACEMENTS.listing.reduce((sum, placement) => sum + PLACEMENT_LIMITS[placement], 0);
    expect(MAX_BANNERS_PER_PAGE).toBeGreaterThanOrEqual(listing);
    expect(widgetsPath(PAGE_PLACEMENTS.listing, { type: "local", category: "x" })).toBe(
      "/v1/widgets?widget_type%5B%5D=listing&widget_type%5B%5D=inside&widget_type%5B%5D=sidebar&type=local",
    );
  });

  it("reaches a section's campaign from its listings' meta type and from its ads' section", () => {
    expect(postTypesOf("property")).toEqual(["property", "properties"]);
    expect(postTypesOf("workers").sort()).toEqual(["drivers-cv", "workers"]);
    expect(postTypesOf("properties")).toEqual(["properties"]);
    expect(postTypesOf(undefined)).toEqual([]);
  });
});

describe("the order form's arithmetic", () => {
  it("prices the whole campaign only for a real number of days", () => {
    expect(totalCents(product, "10")).toBe(4000);
    expect(totalCents(product, " 1 ")).toBe(400);
    for (const days of ["0", "366", "1.5", "", "1e2", "-3", "9999"]) expect(totalCents(product, days)).toBeNull();
    expect(totalCents(undefined, "10")).toBeNull();
  });

  it("sends empty choices as everywhere and the link trimmed", () => {
    const order = orderOf({
      placement: "inside",
      location: "",
      section: "job",
      starts_on: "2026-12-01",
      days: "10",
      title: "Склад",
      text: "",
      link: " https://a.example.com ",
      image_upload_id: null,
    });
    expect(order).toMatchObject({ location: null, section: "job", days: 10, link: "https://a.example.com" });
  });

  it("reads CTR as clicks per hundred impressions, none before any impression", () => {
    expect(clickRate(0, 0)).toBeNull();
    expect(clickRate(521, 14)).toBe(2.7);
    expect(clickRate(2, 1)).toBe(50);
    expect(localDay(new Date(2026, 0, 5))).toBe("2026-01-05");
  });
});
