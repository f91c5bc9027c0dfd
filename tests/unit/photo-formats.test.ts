import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/server/paths";
import { isHeic } from "../../src/server/features/uploads/heic";
import { variantWidths } from "../../src/server/features/uploads/image";
import { demoPhotoLists } from "../../src/server/seed/demo-photos";
import { demoPosts } from "../../src/server/seed/demo-posts";

/** An ISO-BMFF `ftyp` box with a major brand and compatible brands, then some bytes. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const brands = Buffer.from(major + "\0\0\0\0" + compatible.join(""), "latin1");
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + brands.length);
  return Buffer.concat([size, Buffer.from("ftyp", "latin1"), brands, Buffer.alloc(64)]);
}

describe("HEIC by its content", () => {
  it("knows HEVC-coded HEIF by the ftyp brands, whatever the file is called", () => {
    expect(isHeic(ftyp("heic", "mif1", "heic"))).toBe(true);
    expect(isHeic(ftyp("heix", "mif1"))).toBe(true);
    expect(isHeic(ftyp("mif1", "heic", "miaf"))).toBe(true);
    expect(isHeic(ftyp("msf1", "hevc"))).toBe(true);
    expect(isHeic(fs.readFileSync(path.join(PROJECT_ROOT, "tests/fixtures/halves-96x64.heic")))).toBe(true);
  });

  it("leaves AVIF (which shares mif1), JPEG, PNG and odd bytes to libvips", () => {
    expect(isHeic(ftyp("avif", "mif1", "miaf", "MA1B"))).toBe(false);
    expect(isHeic(ftyp("mif1", "avif", "miaf"))).toBe(false);
    expect(isHeic(ftyp("isom", "mp41"))).toBe(false);
    expect(isHeic(Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(40).fill(0)]))).toBe(false);
    expect(isHeic(Buffer.from("\x89PNG\r\n\x1a\n" + "\0".repeat(40), "latin1"))).toBe(false);
    expect(isHeic(Buffer.alloc(0))).toBe(false);
    expect(isHeic(Buffer.from("ftyp", "latin1"))).toBe(false);
    // A box claiming 4 GB reads only the bytes that are there.
    const huge = ftyp("heic");
    huge.writeUInt32BE(0xffffffff, 0);
    expect(isHeic(huge)).toBe(true);
  });
});

describe("photo sizes", () => {
  it("makes the listed widths below the photo's own, then its own; never wider", () => {
    expect(variantWidths(1600)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(1024)).toEqual([320, 640, 1024]);
    expect(variantWidths(500)).toEqual([320, 500]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe("demo photos", () => {
  it("gives photos to homes, cars, businesses, events and dating, none to jobs and articles", () => {
    const seeds = demoPosts();
    const lists = demoPhotoLists(seeds);
    const bySection = new Map<string, number[]>();
    seeds.forEach((seed, index) => {
      bySection.set(seed.section, [...(bySection.get(seed.section) ?? []), lists[index]?.length ?? 0]);
    });
    for (const section of ["properties", "rent-sale", "business", "afisha", "dating"])
      expect(Math.min(...(bySection.get(section) ?? [0])), section).toBeGreaterThanOrEqual(1);
    for (const section of ["job", "cdl", "workers", "blog", "news"])
      expect(Math.max(...(bySection.get(section) ?? [0])), section).toBe(0);
    expect(Math.max(...(bySection.get("properties") ?? []))).toBe(5);
    const covers = new Set(lists.flatMap((list) => (list[0] ? [list[0].url] : [])));
    expect(covers.size).toBeGreaterThanOrEqual(50);
  });
});
