import fs from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import type { MessageDescriptor } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { formatPrice, type PriceParts } from "../../src/shared/format/price";
import { pricePartsOf } from "../../src/shared/format/section-price";
import { LOCALES, type Locale } from "../../src/shared/locales";

const po = formatter({ lineNumbers: false });
type Catalog = Record<string, { translation?: string } | undefined>;
const catalogs: Record<string, Catalog> = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (locale): Promise<[string, Catalog]> => {
      const filename = path.resolve("src/locales", locale, "messages.po");
      const text = fs.readFileSync(filename, "utf8");
      return [locale, (await po.parse(text, { locale, sourceLocale: "ru", filename }))];
    }),
  ),
);

/** The catalog's text of a descriptor with its values filled in, as Lingui writes it. */
const translatorOf =
  (locale: Locale) =>
  (descriptor: MessageDescriptor, values: Record<string, string> = {}): string => {
    const text = catalogs[locale]?.[descriptor.id]?.translation || "";
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };

// Intl separates thousands and the currency with no-break spaces: compared as plain ones.
const plain = (text: string) => text.replace(/\s/g, " ");
const priceIn = (locale: Locale, parts: PriceParts) => plain(formatPrice(parts, locale, translatorOf(locale)));

describe("a price in the page's language", () => {
  const monthly: PriceParts = { amount: 2150, period: "month", currency: "USD" };
  const hourly: PriceParts = { amount: 25, period: "hour", currency: "USD" };
  const perMile: PriceParts = { amount: 0.7, period: "mile", currency: "USD" };
  const range: PriceParts = { from: 4000, to: 5000, period: "month", currency: "USD" };
  const cents: PriceParts = { amount: 2300.5, period: null, currency: "USD" };
  const weekly: PriceParts = { amount: 1800, period: "week", currency: "USD" };
  const yearly: PriceParts = { from: 60000, to: 75000.5, period: "year", currency: "USD" };
  const free: PriceParts = { amount: 0, period: null, currency: "USD" };

  it("Russian", () => {
    expect(priceIn("ru", monthly)).toBe("2 150 $ в месяц");
    expect(priceIn("ru", hourly)).toBe("25 $ в час");
    expect(priceIn("ru", perMile)).toBe("0,70 $ за милю");
    expect(priceIn("ru", range)).toBe("4 000–5 000 $ в месяц");
    expect(priceIn("ru", cents)).toBe("2 300,50 $");
    expect(priceIn("ru", weekly)).toBe("1 800 $ в неделю");
    expect(priceIn("ru", yearly)).toBe("60 000,00–75 000,50 $ в год");
    expect(priceIn("ru", free)).toBe("бесплатно");
  });

  it("Ukrainian", () => {
    expect(priceIn("ua", monthly)).toBe("2 150 $ на місяць");
    expect(priceIn("ua", hourly)).toBe("25 $ на годину");
    expect(priceIn("ua", perMile)).toBe("0,70 $ за милю");
    expect(priceIn("ua", range)).toBe("4 000–5 000 $ на місяць");
    expect(priceIn("ua", cents)).toBe("2 300,50 $");
    expect(priceIn("ua", weekly)).toBe("1 800 $ на тиждень");
    expect(priceIn("ua", free)).toBe("безкоштовно");
  });

  it("Polish", () => {
    expect(priceIn("pl", monthly)).toBe("2150 $ miesięcznie");
    expect(priceIn("pl", hourly)).toBe("25 $ za godzinę");
    expect(priceIn("pl", perMile)).toBe("0,70 $ za milę");
    expect(priceIn("pl", range)).toBe("4000–5000 $ miesięcznie");
    expect(priceIn("pl", cents)).toBe("2300,50 $");
    expect(priceIn("pl", yearly)).toBe("60 000,00–75 000,50 $ rocznie");
    expect(priceIn("pl", free)).toBe("bezpłatnie");
  });

  it("English, the way American sites write pay", () => {
    expect(priceIn("en", monthly)).toBe("$2,150/mo");
    expect(priceIn("en", hourly)).toBe("$25/hr");
    expect(priceIn("en", perMile)).toBe("$0.70/mile");
    expect(priceIn("en", range)).toBe("$4,000 – $5,000/mo");
    expect(priceIn("en", cents)).toBe("$2,300.50");
    expect(priceIn("en", weekly)).toBe("$1,800/wk");
    expect(priceIn("en", free)).toBe("Free");
  });
});

describe("which fields make a section's price", () => {
  it("reads pay, rent and ticket prices from the section's own fields", () => {
    const usd = { currency: "USD" };
    expect(pricePartsOf("job", { salary_from: 25, salary_period: "hour" })).toEqual({
      ...usd,
      amount: 25,
      period: "hour",
    });
    expect(pricePartsOf("job", { salary_from: 4000, salary_to: 5000 })).toEqual({
      ...usd,
      from: 4000,
      to: 5000,
      period: "month",
    });
    expect(pricePartsOf("job", { salary_from: null, salary_to: null })).toBeNull();
    expect(pricePartsOf("cdl", { pay_per_mile: 0.7 })).toEqual({ ...usd, amount: 0.7, period: "mile" });
    expect(pricePartsOf("no-cdl", { pay_per_week: 1800 })).toEqual({ ...usd, amount: 1800, period: "week" });
    expect(pricePartsOf("properties", { deal: "rent", price: 2300 })).toEqual({
      ...usd,
      amount: 2300,
      period: "month",
    });
    expect(pricePartsOf("properties", { deal: "sale", price: 250000 })).toEqual({
      ...usd,
      amount: 250000,
      period: null,
    });
    expect(pricePartsOf("rent-sale", { deal: "rent", price: 45 })).toEqual({ ...usd, amount: 45, period: null });
    expect(pricePartsOf("afisha", { price: 0 })).toEqual({ ...usd, amount: 0, period: null });
    expect(pricePartsOf("workers", { position: "Повар" })).toBeNull();
  });
});
