import type { PostListParams } from "../../api/posts";
import { isSectionSlug } from "../../../shared/contract/slugs";
import { SECTIONS, type ChoiceFilters } from "../../../shared/sections";
import type { ChoiceField } from "../../../shared/sections/field";
import { choiceFiltersOf } from "../../../shared/sections/filters";

/** What a listing's filters may hold: its words, its price range, its section's choices. */
export type Filters = Pick<PostListParams, "q" | "price_min" | "price_max" | keyof ChoiceFilters>;

/** The filters a listing offers: its section's choices (a property-type page has its type already), and its price. */
export function listingFilterFields(
  section: string | undefined,
  fixedPropertyType: boolean,
): { choices: [keyof ChoiceFilters, ChoiceField][]; hasPrice: boolean } {
  const slug = section !== undefined && isSectionSlug(section) ? section : null;
  const choices = slug
    ? choiceFiltersOf(slug).filter(([name]) => !(fixedPropertyType && name === "property_type"))
    : [];
  return { choices, hasPrice: slug !== null && SECTIONS[slug].price !== undefined };
}
