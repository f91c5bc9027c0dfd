import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, localeFromPath, pathInLocale } from "../../src/shared/locales";

describe("language of a path", () => {
  it("has no prefix for Russian and a prefix for the others", () => {
    expect(localeFromPath("/")).toBe("ru");
    expect(localeFromPath("/job")).toBe("ru");
    expect(localeFromPath("/ua")).toBe("ua");
    expect(localeFromPath("/pl/job")).toBe("pl");
    expect(localeFromPath("/en/")).toBe("en");
    expect(localeFromPath("/english")).toBe("ru");
  });

  it("moves a page to another language and keeps the rest of the path", () => {
    expect(pathInLocale("/", "ua")).toBe("/ua");
    expect(pathInLocale("/ua", "ru")).toBe("/");
    expect(pathInLocale("/en/job/post/driver", "pl")).toBe("/pl/job/post/driver");
    expect(pathInLocale("/pl/job", "ru")).toBe("/job");
    expect(pathInLocale("/job", "en")).toBe("/en/job");
  });
});

describe("language of an API caller", () => {
  it("reads Accept-Language by weight and maps uk to ua", () => {
    expect(localeFromAcceptLanguage("uk-UA,uk;q=0.9,en;q=0.8")).toBe("ua");
    expect(localeFromAcceptLanguage("ua")).toBe("ua");
    expect(localeFromAcceptLanguage("de-DE, pl;q=0.5, en;q=0.7")).toBe("en");
    expect(localeFromAcceptLanguage("pl")).toBe("pl");
  });

  it("falls back to Russian", () => {
    expect(localeFromAcceptLanguage(undefined)).toBe("ru");
    expect(localeFromAcceptLanguage("")).toBe("ru");
    expect(localeFromAcceptLanguage("de, fr;q=0.8")).toBe("ru");
    expect(localeFromAcceptLanguage("en;q=0")).toBe("ru");
  });
});
