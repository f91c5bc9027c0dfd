import fs from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import type { MessageDescriptor } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { formatPrice, type PriceParts } from "../../src/shared/format/price";
import { pricePartsOf } from "../../src/shared/sections/price";
import { LOCALES, type Locale } from "../../src/shared/locales";

const po = formatter({ lineNumbers: false });
type Catalog = Record<string, { translation?: string } | undefined>;
const catalogs: Record<string, Catalog> = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (locale): Promise<[string, Catalog]> => {
      const filename = path.resolve("src/locales", locale, "messages.po");
      const text = fs.readFileSync(filename, "utf8");
      return [locale, await po.parse(text, { locale, sourceLocale: "ru", filename })];
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

/** Parts in dollars: each member of the union without its currency. */
type InDollars<T> = T extends unknown ? Omit<T, "currency"> : never;
const usd = (parts: InDollars<PriceParts>): PriceParts => ({ ...parts, currency: "USD" });

// Each price in ru, ua, pl and en; English as American sites write pay ("$25/hr").
const EXPECTED: [PriceParts, Record<Locale, string>][] = [
  [
    usd({ amount: 2150, period: "month" }),
    { ru: "2 150 $ в месяц", ua: "2 150 $ на місяць", pl: "2150 $ miesięcznie", en: "$2,150/mo" },
  ],
  [
    usd({ amount: 25, period: "hour" }),
    { ru: "25 $ в час", ua: "25 $ на годину", pl: "25 $ za godzinę", en: "$25/hr" },
  ],
  [
    usd({ amount: 0.7, period: "mile" }),
    { ru: "0,70 $ за милю", ua: "0,70 $ за милю", pl: "0,70 $ za milę", en: "$0.70/mile" },
  ],
  [
    usd({ from: 4000, to: 5000, period: "month" }),
    {
      ru: "4 000–5 000 $ в месяц",
      ua: "4 000–5 000 $ на місяць",
      pl: "4000–5000 $ miesięcznie",
      en: "$4,000 – $5,000/mo",
    },
  ],
  [usd({ amount: 2300.5, period: null }), { ru: "2 300,50 $", ua: "2 300,50 $", pl: "2300,50 $", en: "$2,300.50" }],
  [
    usd({ amount: 1800, period: "week" }),
    { ru: "1 800 $ в неделю", ua: "1 800 $ на тиждень", pl: "1800 $ tygodniowo", en: "$1,800/wk" },
  ],
  [
    usd({ from: 60000, to: 75000.5, period: "year" }),
    {
      ru: "60 000,00–75 000,50 $ в год",
      ua: "60 000,00–75 000,50 $ на рік",
      pl: "60 000,00–75 000,50 $ rocznie",
      en: "$60,000.00 – $75,000.50/yr",
    },
  ],
  [usd({ amount: 0, period: null }), { ru: "бесплатно", ua: "безкоштовно", pl: "bezpłatnie", en: "Free" }],
];

describe("a price in the page's language", () => {
  for (const locale of LOCALES) {
    it(`in ${locale}: amounts, ranges, cents and periods`, () => {
      for (const [parts, texts] of EXPECTED) expect(priceIn(locale, parts), JSON.stringify(parts)).toBe(texts[locale]);
    });
  }
});

describe("which fields make a section's price", () => {
  it("reads pay, rent and ticket prices from the section's own fields", () => {
    const cases: [Parameters<typeof pricePartsOf>, PriceParts | null][] = [
      [["job", { salary_from: 25, salary_period: "hour" }], usd({ amount: 25, period: "hour" })],
      [["job", { salary_from: 4000, salary_to: 5000 }], usd({ from: 4000, to: 5000, period: "month" })],
      [["job", { salary_from: 5000, salary_to: 4000 }], usd({ from: 4000, to: 5000, period: "month" })],
      [["job", { salary_from: null, salary_to: null }], null],
      [["cdl", { pay_per_mile: 0.7 }], usd({ amount: 0.7, period: "mile" })],
      [["no-cdl", { pay_per_week: 1800 }], usd({ amount: 1800, period: "week" })],
      [["properties", { deal: "rent", price: 2300 }], usd({ amount: 2300, period: "month" })],
      [["properties", { deal: "sale", price: 250000 }], usd({ amount: 250000, period: null })],
      [["rent-sale", { deal: "rent", price: 45 }], usd({ amount: 45, period: "week" })],
      [["afisha", { price: 0 }], usd({ amount: 0, period: null })],
      [["workers", { position: "Повар" }], null],
    ];
    for (const [args, parts] of cases) expect(pricePartsOf(...args), JSON.stringify(args)).toEqual(parts);
  });
});
