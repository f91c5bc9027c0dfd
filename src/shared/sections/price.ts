import type { SectionSlug } from "../contract/slugs";
import type { PriceParts, PricePeriod } from "../format/price";
import { SECTIONS } from "./index";

const amount = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
const PERIODS: readonly PricePeriod[] = ["hour", "week", "month", "year"];

/**
 * An ad's price as parts the formatter writes in any language, read from the fields its section
 * declares as its price (SECTIONS[section].price); null when the ad names none. Cards, ad pages and
 * the API all ask here.
 */
export function pricePartsOf(section: SectionSlug, fields: Record<string, unknown>): PriceParts | null {
  const declared = SECTIONS[section].price;
  if (!declared) return null;
  const usd = { currency: "USD" };
  const first = declared.first && amount(fields[declared.first.amount]);
  if (declared.first && first) return { ...usd, amount: first, period: declared.first.per };
  // A salary without its period is a monthly one: the form offers month first.
  const period = declared.period
    ? (PERIODS.find((one) => one === fields[declared.period ?? ""]) ?? "month")
    : (declared.per ?? (declared.perRent && fields.deal === "rent" ? declared.perRent : null));
  const from = amount(fields[declared.amount]);
  const to = declared.to ? amount(fields[declared.to]) : null;
  if (from !== null && to !== null && to !== from)
    return { ...usd, from: Math.min(from, to), to: Math.max(from, to), period };
  const one = from ?? to;
  return one === null ? null : { ...usd, amount: one, period };
}
