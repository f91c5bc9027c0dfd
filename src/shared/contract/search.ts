import { z } from "zod";
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from "../constants";
import { paginationMetaSchema, SLUG } from "./common";
import { MAX_PAGE, postCardSchema } from "./posts";
import { sectionSlugSchema } from "./sections";
import { SEARCH_SORTS, type SearchSort } from "./slugs";

// The sorts are a plain list (slugs.ts): the search page reads them without zod.
export { SEARCH_SORTS, type SearchSort };
export const searchSortSchema = z.enum(SEARCH_SORTS);

/** GET /v1/search: every section at once, or one of them (section). */
export const searchQuerySchema = z.object({
  q: z.string().trim().min(2).max(100),
  section: sectionSlugSchema.optional(),
  /** A location slug; a state includes its cities. */
  location: z.string().regex(SLUG).max(100).optional(),
  sort: searchSortSchema.default("relevance"),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A section's share of what the words found (over every section, whatever `section` picked). */
export const searchGroupSchema = z.object({ section: sectionSlugSchema, count: z.number().int().nonnegative() });

/**
 * Where else the words are found when the chosen place has nothing: nearby and larger places; the slug ""
 * is the whole country (no place). Counts stop at 100.
 */
export const searchPlaceHintSchema = z.object({
  slug: z.string(),
  name: z.string(),
  count: z.number().int().nonnegative(),
});

export const searchResponseSchema = z.object({
  data: z.array(postCardSchema),
  meta: paginationMetaSchema,
  groups: z.array(searchGroupSchema),
  /** The words as searched when the typed ones found nothing as typed (a typo, Latin letters); else null. */
  searched_as: z.string().nullable(),
  /** What to try when nothing is found: other places with results, and the query with fewer words. */
  hints: z.object({ places: z.array(searchPlaceHintSchema), fewer_words: z.string().nullable() }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** GET /v1/search/suggest: what to offer while the visitor types. */
export const suggestQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  location: z.string().regex(SLUG).max(100).optional(),
});

export const SUGGESTION_KINDS = ["title", "category", "section", "place"] as const;
export const suggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  /** What is shown and, for a title, what is searched. */
  text: z.string(),
  /** The section a title or category belongs to, or the section itself. */
  section: sectionSlugSchema.nullable(),
  /** A category's or place's slug (null for titles and sections). */
  slug: z.string().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestResponseSchema = z.object({ data: z.array(suggestionSchema) });
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;
