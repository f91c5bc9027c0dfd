import { describe, expect, it } from "vitest";
import { excerptOf, slugOf } from "../../src/server/seed/text";

describe("slugs and excerpts", () => {
  it("transliterates every language of the marketplace", () => {
    expect(slugOf("Водитель CDL в Чикаго")).toBe("voditel-cdl-v-chikago");
    expect(slugOf("Шукаю водія з досвідом")).toBe("shukayu-vodiya-z-dosvidom");
    expect(slugOf("Kierowca w Łodzi")).toBe("kierowca-w-lodzi");
  });

  it("keeps slugs short without cutting a word", () => {
    const slug = slugOf("очень ".repeat(40), 30);
    expect(slug.length).toBeLessThanOrEqual(30);
    expect(slug.endsWith("-")).toBe(false);
  });

  it("cuts long texts at a word", () => {
    expect(excerptOf("коротко")).toBe("коротко");
    const excerpt = excerptOf("слово ".repeat(100), 50);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(51);
  });
});
