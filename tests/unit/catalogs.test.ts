import fs from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/shared/locales";

const po = formatter({ lineNumbers: false });

async function catalog(locale: string) {
  const filename = path.resolve("src/locales", locale, "messages.po");
  return po.parse(fs.readFileSync(filename, "utf8"), { locale, sourceLocale: "ru", filename });
}

describe("translation catalogs", () => {
  it("ru, the source, has messages", async () => {
    expect(Object.keys(await catalog("ru")).length).toBeGreaterThan(10);
  });

  for (const locale of LOCALES.filter((l) => l !== "ru")) {
    it(`${locale} translates every message of ru, keeping its placeholders`, async () => {
      const source = await catalog("ru");
      const target = await catalog(locale);
      const missing: string[] = [];
      const broken: string[] = [];
      for (const [id, entry] of Object.entries(source)) {
        // Generated ids keep the text in `message`; explicit ids (api.*) in the source's translation.
        const text = entry.message ?? entry.translation;
        const translation = target[id]?.translation;
        if (!translation) {
          missing.push(text);
          continue;
        }
        const placeholders = (value: string) => [...value.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
        if (placeholders(text).join() !== placeholders(translation).join()) broken.push(text);
      }
      expect(missing, `untranslated in ${locale}`).toEqual([]);
      expect(broken, `placeholders differ in ${locale}`).toEqual([]);
    });
  }
});
