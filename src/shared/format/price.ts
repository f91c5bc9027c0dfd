import type { MessageDescriptor } from "@lingui/core";
import type { PriceParts } from "../contract/posts";
import type { Translate } from "../head";
import { LOCALE_TAGS, type Locale } from "../locales";

export type PricePeriod = NonNullable<PriceParts["period"]>;

/** A price as numbers (contract/posts.ts), written here in a language. */
export type { PriceParts };

// Explicit ids: the server reads these without the Lingui macro, so `lingui extract` finds them by the comment.
const PERIOD_TEXT: Record<PricePeriod, MessageDescriptor> = {
  hour: /*i18n*/ { id: "price.perHour", message: "{price} в час" },
  week: /*i18n*/ { id: "price.perWeek", message: "{price} в неделю" },
  month: /*i18n*/ { id: "price.perMonth", message: "{price} в месяц" },
  year: /*i18n*/ { id: "price.perYear", message: "{price} в год" },
  mile: /*i18n*/ { id: "price.perMile", message: "{price} за милю" },
};
const FREE: MessageDescriptor = /*i18n*/ { id: "price.free", message: "бесплатно" };

const formats = new Map<string, Intl.NumberFormat>();

/** Whole dollars when every amount is whole, cents otherwise (and always per mile: «0,70 $»). */
function moneyFormat(locale: Locale, currency: string, cents: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${String(cents)}`;
  let format = formats.get(key);
  if (!format) {
    const digits = cents ? 2 : 0;
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      style: "currency",
      currency,
      // "$" in every language (Polish would write "USD"): the site is American and so are its prices.
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * The price in a language: «2 150 $ в месяц», «4 000–5 000 $ в месяц», "$0.70/mile", «бесплатно» for 0.
 * `translate` is Lingui's `i18n._` on the client, the compiled catalogs on the server.
 */
export function formatPrice(parts: PriceParts, locale: Locale, translate: Translate): string {
  const amounts = "amount" in parts ? [parts.amount] : [parts.from, parts.to];
  if (amounts.every((value) => value === 0)) return translate(FREE);
  const cents = parts.period === "mile" || amounts.some((value) => !Number.isInteger(value));
  const format = moneyFormat(locale, parts.currency, cents);
  const price = "amount" in parts ? format.format(parts.amount) : format.formatRange(parts.from, parts.to);
  return parts.period ? translate(PERIOD_TEXT[parts.period], { price }) : price;
}
