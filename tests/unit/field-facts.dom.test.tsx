import fs from "node:fs";
import path from "node:path";
import { i18n, setupI18n } from "@lingui/core";
import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { I18nProvider } from "@lingui/react";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { fieldFacts, useFieldFacts, type Fact } from "../../src/client/lib/useFieldFacts";
import { LOCALE_TAGS } from "../../src/shared/locales";
import { POST_FIELDS } from "../../src/shared/contract/post-fields";
import { demoPosts } from "../../src/server/seed/demo-posts";

vi.mock("../../src/client/lib/useLocale", () => ({ useLocale: () => "ru" }));

// Cards read a section's fields with small guards instead of its zod schema: zod is not on the first page.
describe("a post's facts", () => {
  i18n.loadAndActivate({ locale: "ru", messages: {} });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  const facts = renderHook(() => useFieldFacts(), { wrapper }).result.current;

  it("show the fields of every demo post that its schema accepts, as parsed", () => {
    for (const post of demoPosts()) {
      if (post.section === "feed") continue;
      const parsed = POST_FIELDS[post.section].safeParse(post.fields);
      expect(parsed.success).toBe(true);
      const shown = facts(post.section, post.fields);
      expect(shown.length, `${post.section} ${post.title}`).toBeGreaterThan(0);
      expect(shown).toEqual(facts(post.section, parsed.data as Record<string, unknown>));
    }
  });

  it("show an event's time at its venue, the zone named, and pay as the card writes it", () => {
    const when = facts("afisha", { starts_at: "2027-01-01T01:00:00.000Z", venue: "Hall" }, "America/Chicago");
    expect(when[0]?.value.replace(/\s/g, " ")).toBe("31 декабря в 19:00 (CST)");
    const pay = facts("job", { salary_from: 25, salary_period: "hour", employment_type: "full_time" });
    expect(pay[0]?.value.replace(/\s/g, " ")).toBe("25 $ в час");
  });

  it("show nothing when a section's required fields are missing or mistyped", () => {
    expect(facts("properties", { property_type: "castle", deal: "rent", price: 1000 })).toEqual([]);
    expect(facts("afisha", { starts_at: "soon", venue: "Hall" })).toEqual([]);
    expect(facts("dating", { age: "30", gender: "male", seeking: "any" })).toEqual([]);
    expect(facts("cdl", { pay_per_mile: 0.7 })).toEqual([]);
    expect(facts("nowhere", { author: "A" })).toEqual([]);
  });
});

// Numbers with a word after them take its plural form in each language, and a car reads once.
describe("facts in every language", () => {
  const po = formatter({ lineNumbers: false });
  async function factsIn(locale: "ru" | "ua" | "pl" | "en") {
    const filename = path.resolve("src/locales", locale, "messages.po");
    const catalog = await po.parse(fs.readFileSync(filename, "utf8"), { locale, sourceLocale: "ru", filename });
    const messages = Object.fromEntries(Object.entries(catalog).map(([id, entry]) => [id, entry.translation]));
    const i18n = setupI18n({ locale, locales: [LOCALE_TAGS[locale]], messages: { [locale]: messages } });
    i18n.setMessagesCompiler(compileMessage);
    return (section: string, fields: Record<string, unknown>) =>
      fieldFacts(section, fields, { t: (d, values) => i18n._({ ...d, values }), locale, timeZone: null });
  }
  const experience = (facts: Fact[]) =>
    facts.find((fact) => fact.value.match(/\d/) && fact.label.match(/^(Опыт|Досвід|Doświadczenie|Experience)$/))?.value;
  const cv = (years: number) => ({ position: "Driver", experience_years: years });

  it("say years of a CV in Russian, Ukrainian, Polish and English plural forms", async () => {
    const expected = {
      ru: ["1 год", "3 года", "5 лет", "21 год", "11 лет"],
      ua: ["1 рік", "3 роки", "5 років", "21 рік", "11 років"],
      pl: ["1 rok", "3 lata", "5 lat", "21 lat", "22 lata"],
      en: ["1 year", "3 years", "5 years", "21 years", "11 years"],
    } as const;
    for (const locale of ["ru", "ua", "pl", "en"] as const) {
      const facts = await factsIn(locale);
      const years = locale === "pl" ? [1, 3, 5, 21, 22] : [1, 3, 5, 21, 11];
      expect(
        years.map((n) => experience(facts("workers", cv(n)))),
        locale,
      ).toEqual(expected[locale]);
    }
  });

  it("say a driver job's least experience with «от» in Russian, Ukrainian and Polish", async () => {
    const job = (years: number) => ({ cdl_required: true, experience_years: years });
    const ru = await factsIn("ru");
    expect([1, 3, 5, 0].map((n) => experience(ru("cdl", job(n))) ?? ru("cdl", job(n)).at(-1)?.value)).toEqual([
      "от 1 года",
      "от 3 лет",
      "от 5 лет",
      "без опыта",
    ]);
    expect(experience((await factsIn("ua"))("cdl", job(3)))).toBe("від 3 років");
    expect(experience((await factsIn("pl"))("cdl", job(3)))).toBe("od 3 lat");
  });

  it("show a car's make, model and year once, however the model was typed", async () => {
    const ru = await factsIn("ru");
    const car = (model: string, year: number) =>
      ru("rent-sale", { deal: "rent", make: "Toyota", model, year, price: 330 })[0]?.value;
    expect(car("Camry Hybrid", 2022)).toBe("Toyota Camry Hybrid, 2022");
    expect(car("Toyota Camry Hybrid 2022", 2022)).toBe("Toyota Camry Hybrid, 2022");
    expect(car("toyota Camry", 2021)).toBe("Toyota Camry, 2021");
  });

  it("no seeded car repeats its make or year in its model", () => {
    for (const post of demoPosts().filter((p) => p.section === "rent-sale")) {
      const { make, model, year } = post.fields as { make: string; model: string; year: number | null };
      expect(model.toLowerCase().startsWith(make.toLowerCase()), `${make} ${model}`).toBe(false);
      expect(year !== null && model.endsWith(String(year)), `${model} ${String(year)}`).toBe(false);
    }
  });
});
