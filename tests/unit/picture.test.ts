import { describe, expect, it } from "vitest";
import { moved } from "../../src/client/ui/PhotoField";
import { PHOTO_ACCEPT, preparePhoto } from "../../src/client/lib/photo-upload";
import { pictureSources } from "../../src/client/ui/Picture";

const photo = { url: "/uploads/a.webp", thumb_url: "/uploads/a-t.webp", width: 1600, height: 1200 };

describe("pictureSources", () => {
  it("lists each format's sizes, narrowest first, with the full file as the fallback", () => {
    const sources = pictureSources({
      ...photo,
      variants: [
        { width: 320, height: 240, webp: "/u/a-320.webp", avif: "/u/a-320.avif" },
        { width: 960, height: 720, webp: "/u/a-960.webp", avif: "/u/a-960.avif" },
      ],
    });
    expect(sources.avif).toBe("/u/a-320.avif 320w, /u/a-960.avif 960w");
    expect(sources.webp).toBe("/u/a-320.webp 320w, /u/a-960.webp 960w");
    expect(sources.fallback).toBe("/uploads/a.webp 1600w");
  });

  it("without sizes offers the thumbnail and the full file, so a card still downloads the small one", () => {
    const sources = pictureSources({ ...photo, variants: [] });
    expect(sources.avif).toBeNull();
    expect(sources.webp).toBeNull();
    expect(sources.fallback).toBe("/uploads/a-t.webp 480w, /uploads/a.webp 1600w");
  });

  it("a photo narrower than a thumbnail is offered once", () => {
    const sources = pictureSources({ ...photo, width: 400, height: 300, variants: [] });
    expect(sources.fallback).toBe("/uploads/a.webp 400w");
  });
});

describe("moved", () => {
  it("puts the last photo first: it becomes the cover, the others keep their order", () => {
    expect(moved(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
  });

  it("moves one step either way", () => {
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
  });

  it("leaves the order as it is for a place outside the list", () => {
    expect(moved(["a", "b"], 0, 5)).toEqual(["a", "b"]);
    expect(moved(["a", "b"], 4, 0)).toEqual(["a", "b"]);
  });
});

describe("preparePhoto", () => {
  // jsdom, like Chrome with a HEIC, cannot decode the file: createImageBitmap is missing or refuses it.
  it("sends a HEIC the browser cannot read as it is, for the server to convert", async () => {
    const heic = new File([new Uint8Array([0, 0, 0, 24])], "IMG_0001.HEIC", { type: "" });
    await expect(preparePhoto(heic)).resolves.toBe(heic);
    const typed = new File([new Uint8Array([1])], "photo", { type: "image/heif" });
    await expect(preparePhoto(typed)).resolves.toBe(typed);
  });

  it("refuses any other file it cannot read", async () => {
    await expect(preparePhoto(new File([new Uint8Array([1])], "notes.txt", { type: "text/plain" }))).rejects.toThrow();
  });

  it("offers what phones produce, HEIC by name too", () => {
    for (const kind of ["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif", ".heic", ".heif"]) {
      expect(PHOTO_ACCEPT.split(",")).toContain(kind);
    }
  });
});
