import type { SectionSlug } from "../contract/slugs";
import type { PriceParts, PricePeriod } from "./price";

const amount = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
const SALARY_PERIODS: readonly PricePeriod[] = ["hour", "week", "month", "year"];

/**
 * Which of a section's fields make its price, as parts the formatter writes in any language; null when
 * the ad names none. The one place that knows it: cards, ad pages and the API all ask here.
 */
export function pricePartsOf(section: SectionSlug, fields: Record<string, unknown>): PriceParts | null {
  const usd = { currency: "USD" };
  switch (section) {
    case "job": {
      const from = amount(fields.salary_from);
      const to = amount(fields.salary_to);
      // A salary without its period is a monthly one: the form offers month first.
      const period = SALARY_PERIODS.find((one) => one === fields.salary_period) ?? "month";
      if (from !== null && to !== null && to !== from)
        return { ...usd, from: Math.min(from, to), to: Math.max(from, to), period };
      const one = from ?? to;
      return one === null ? null : { ...usd, amount: one, period };
    }
    case "cdl":
    case "no-cdl": {
      const mile = amount(fields.pay_per_mile);
      if (mile) return { ...usd, amount: mile, period: "mile" };
      const week = amount(fields.pay_per_week);
      return week === null ? null : { ...usd, amount: week, period: "week" };
    }
    case "properties":
    case "rent-sale":
    case "afisha": {
      const price = amount(fields.price);
      if (price === null) return null;
      // A flat is rented by the month; a car's rent says its own terms in the text.
      return { ...usd, amount: price, period: section === "properties" && fields.deal === "rent" ? "month" : null };
    }
    default:
      return null;
  }
}
