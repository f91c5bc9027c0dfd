import type { SectionSlug } from "../contract/slugs";
import type { ChoiceField } from "./field";
import { CHOICE_FILTERS, SECTIONS, type ChoiceFilters } from "./index";

/** The choice filters a section's listing offers: its fields that declare a filter. */
export function choiceFiltersOf(slug: SectionSlug): [keyof ChoiceFilters, ChoiceField][] {
  return Object.entries(SECTIONS[slug].fields).flatMap(([name, field]) =>
    field.kind === "choice" && field.filter && name in CHOICE_FILTERS ? [[name as keyof ChoiceFilters, field]] : [],
  );
}
