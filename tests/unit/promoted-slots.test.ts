import { describe, expect, it } from "vitest";
import { pageLayout, rotationOf, slotsBefore } from "../../src/server/lib/promoted-slots";

/** The whole listing, page by page, as the kinds of its places. */
function walk(promoted: number, regular: number, perPage: number) {
  const places: string[] = [];
  const starts: { promotedFrom: number; regularFrom: number }[] = [];
  for (let offset = 0; offset < promoted + regular; offset += perPage) {
    const layout = pageLayout(offset, perPage, promoted, regular);
    starts.push({ promotedFrom: layout.promotedFrom, regularFrom: layout.regularFrom });
    places.push(...layout.places);
  }
  return { places, starts };
}

describe("promoted places of a listing", () => {
  it("puts at most 3 promoted ads in every 20 places, at places 1, 8 and 15", () => {
    const { places } = pageLayout(0, 20, 50);
    expect(places.flatMap((kind, i) => (kind === "promoted" ? [i] : []))).toEqual([0, 7, 14]);
    const second = pageLayout(20, 20, 50);
    expect(second).toMatchObject({ promotedFrom: 3, regularFrom: 17 });
    expect(second.places.filter((kind) => kind === "promoted")).toHaveLength(3);
    expect(slotsBefore(40)).toBe(6);
    expect(slotsBefore(8)).toBe(2);
  });

  it("gives the places back to the newest once every promoted ad was shown", () => {
    const { places } = walk(2, 100, 20);
    expect(places.filter((kind) => kind === "promoted")).toHaveLength(2);
    expect(places.slice(0, 8)).toEqual(["promoted", ...Array<string>(6).fill("regular"), "promoted"]);
    expect(places).toHaveLength(102);
  });

  it("fills the places past the last newest ad with the promoted left, each ad once", () => {
    for (const [promoted, regular, perPage] of [
      [30, 5, 20],
      [30, 5, 7],
      [10, 0, 20],
      [3, 40, 20],
      [0, 41, 20],
      [17, 123, 13],
    ] as const) {
      const { places } = walk(promoted, regular, perPage);
      expect(places.filter((kind) => kind === "promoted")).toHaveLength(promoted);
      expect(places.filter((kind) => kind === "regular")).toHaveLength(regular);
    }
    const { starts } = walk(30, 5, 20);
    expect(starts[1]).toEqual({ promotedFrom: 15, regularFrom: 5 });
  });

  it("turns the promoted ads by a block's worth every period, the same on every page within it", () => {
    const hour = 3_600_000;
    const at = (h: number) => new Date(Date.UTC(2026, 10, 24, h));
    expect(rotationOf(0, at(1), hour)).toBe(0);
    const [h0 = 0, h1 = 0, h2, h3] = [0, 1, 2, 3].map((h) => rotationOf(10, at(h), hour));
    expect(new Set([h0, h1, h2, h3]).size).toBe(4);
    expect((h1 - h0 + 10) % 10).toBe(3);
    expect(rotationOf(10, new Date(at(2).getTime() + hour - 1), hour)).toBe(h2);
  });
});
