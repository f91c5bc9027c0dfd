import type { SectionSlug } from "../../../shared/contract/sections";

/** "$2,300", and cents in full when there are any ("$2,300.50", not "$2,300.5"). */
const dollars = (value: number, fractionDigits = 0) => {
  const digits = Number.isInteger(value) ? fractionDigits : 2;
  return `$${value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: Math.max(digits, 2) })}`;
};

const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

const PERIOD: Record<string, string> = { hour: "/hr", week: "/wk", month: "/mo", year: "/yr" };

/** A short, language-neutral price or pay for cards ("$25/hr", "$0.70/mile", "$2,400"); null when none. */
export function priceText(section: SectionSlug, fields: Record<string, unknown>): string | null {
  switch (section) {
    case "job": {
      const from = num(fields.salary_from);
      const to = num(fields.salary_to);
      const period = PERIOD[typeof fields.salary_period === "string" ? fields.salary_period : "month"] ?? "";
      if (from !== null && to !== null && to !== from) return `${dollars(from)}–${dollars(to).slice(1)}${period}`;
      const one = from ?? to;
      return one === null ? null : `${dollars(one)}${period}`;
    }
    case "cdl":
    case "no-cdl": {
      const mile = num(fields.pay_per_mile);
      if (mile !== null) return `${dollars(mile, 2)}/mile`;
      const week = num(fields.pay_per_week);
      return week === null ? null : `${dollars(week)}/wk`;
    }
    case "properties":
    case "rent-sale":
    case "afisha": {
      const price = num(fields.price);
      if (price === null) return null;
      return fields.deal === "rent" && section === "properties" ? `${dollars(price)}/mo` : dollars(price);
    }
    default:
      return null;
  }
}
