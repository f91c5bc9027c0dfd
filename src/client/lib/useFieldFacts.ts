import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { isSectionSlug } from "../../shared/contract/slugs";
import { formatPrice } from "../../shared/format/price";
import { formatZonedDateTime } from "../../shared/format/zoned-time";
import { LOCALE_TAGS, type Locale } from "../../shared/locales";
import { pricePartsOf } from "../../shared/sections/price";
import { SECTIONS, type FactTools, type Field, type Label } from "../../shared/sections";
import { useLocale } from "./useLocale";
import { listFormat, numberFormat } from "./intl";

export interface Fact {
  label: string;
  value: string;
  /** A price or pay: cards leave it out when the post's own price line says it already. */
  money?: boolean;
}

// A section's own fields are read with small guards, not its zod schemas: cards are on the first page,
// zod is not. The server checked the fields with those schemas on the way in; a section's required
// fields that are missing or mistyped still show no facts.
const text = (value: unknown) => (typeof value === "string" ? value.trim() : undefined);
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
const isDate = (value: unknown): value is string => typeof value === "string" && !Number.isNaN(Date.parse(value));

/** Whether a value is there and of the field's kind: an ad missing a required one shows no facts. */
function fits(field: Field, value: unknown): boolean {
  switch (field.kind) {
    case "text":
      return typeof value === "string";
    case "number":
      return num(value) !== undefined;
    case "choice":
      return typeof value === "string" && value in field.options;
    case "yes-no":
      return typeof value === "boolean";
    case "datetime":
      return isDate(value);
    default:
      return Array.isArray(value);
  }
}

/** An option's label inside a sentence: "квартира", while a label that starts with an acronym stays "OTR". */
const inline = (label: string) =>
  /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

/**
 * A section's own fields as labelled facts in the interface language (as shared/sections declares
 * them): all of them on a detail page, the first few as chips on a card. Fields that do not parse
 * are left out, never guessed.
 */
export function fieldFacts(
  sectionSlug: string,
  raw: Record<string, unknown>,
  { t, locale, timeZone }: { t: FactTools["t"]; locale: Locale; timeZone: string | null },
): Fact[] {
  if (!isSectionSlug(sectionSlug)) return [];
  const { fields, facts, price: priceDecl } = SECTIONS[sectionSlug];
  const tag = LOCALE_TAGS[locale];
  if (Object.entries(fields).some(([name, field]) => field.required && !fits(field, raw[name]))) return [];
  const say = (label: Label) => (typeof label === "string" ? label : t(label));
  const money = (amount: number) => formatPrice({ amount, currency: "USD", period: null }, locale, t);
  // The same text as the card's price line: one formatter for both.
  const parts = pricePartsOf(sectionSlug, raw);
  const price = parts ? formatPrice(parts, locale, t) : undefined;
  const number = (value: number) => numberFormat(tag).format(value);
  const option = (name: string, value: unknown) => {
    const field = fields[name];
    if (field?.kind !== "choice" && field?.kind !== "choices") return undefined;
    const label = typeof value === "string" ? (field.options as Record<string, Label | undefined>)[value] : undefined;
    return label === undefined ? undefined : typeof label === "string" ? label : inline(t(label));
  };
  const value = (name: string): string | undefined => {
    const field = fields[name];
    const given = raw[name];
    switch (field?.kind) {
      case undefined:
        return undefined;
      case "text":
        return text(given);
      case "words":
        return texts(given).join(", ");
      case "choice":
        return option(name, given);
      case "choices": {
        const labels = texts(given).map((item) => option(name, item) ?? item);
        return labels.length ? listFormat(tag, { type: "conjunction" }).format(labels) : undefined;
      }
      case "yes-no":
        if (typeof given !== "boolean") return undefined;
        return say((given ? field.shownYes : field.shownNo) ?? (given ? field.yes : field.no));
      case "datetime":
        // A time of the place reads on its clock with the zone named; others on the reader's.
        return isDate(given) ? formatZonedDateTime(given, locale, field.zone === "place" ? timeZone : null) : undefined;
      case "number": {
        const amount = num(given);
        if (amount === undefined) return undefined;
        if (amount === 0 && field.zero) return say(field.zero);
        if (field.shows) return t(field.shows, { n: amount });
        switch (field.unit) {
          case "usd":
            if (!amount) return undefined;
            return name === priceDecl?.amount && price ? price : money(amount);
          case "mi":
            return `${number(amount)} mi`;
          case "sqft":
            return amount ? `${number(amount)} sq ft` : undefined;
          default:
            return number(amount);
        }
      }
    }
  };
  const tools: FactTools = { money, price, number, option, value, text, num, t };
  const shown: Fact[] = [];
  for (const fact of facts) {
    if (typeof fact === "string") {
      const field = fields[fact];
      const read = value(fact);
      if (field && read)
        shown.push({
          label: say(field.factLabel ?? field.label),
          value: read,
          money: field.kind === "number" && field.unit === "usd",
        });
    } else {
      const read = fact.show(raw, tools);
      if (read) shown.push({ label: t(fact.label), value: read, money: fact.money ?? false });
    }
  }
  return shown;
}

const valued = (descriptor: MessageDescriptor, values: Record<string, unknown> | undefined): MessageDescriptor => ({
  ...descriptor,
  values,
});

/** The facts of a post in the interface language (fieldFacts with the page's translations). */
export function useFieldFacts(): (
  section: string,
  fields: Record<string, unknown>,
  timeZone?: string | null,
) => Fact[] {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (section, fields, timeZone = null) =>
    fieldFacts(section, fields, { t: (descriptor, values) => i18n._(valued(descriptor, values)), locale, timeZone });
}
