import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { PostListQuery } from "../../shared/contract/posts";
import type { Db } from "./client";
import { locations, posts } from "./schema";
import type { ReferenceData } from "./reference-cache";
import { tagSlugOf } from "../seed/text";
import { CHOICE_FILTER_NAMES, DRIVER_JOB_SECTIONS, PRICE_FIELDS } from "../../shared/sections";

/** Sections whose categories a drivers-category page (category without section) lists. */

/**
 * The number the price range filters on: each section's price amount as its declaration names it
 * (job → salary_from in its own period, cdl/no-cdl → pay_per_week, properties, rent-sale and afisha →
 * price). Only one of them exists in a section's fields; other sections have no price, so a range
 * excludes them.
 */
export const priceOf = sql`coalesce(${sql.join(
  PRICE_FIELDS.map((key) => sql`(${posts.fields}->>${sql.raw(`'${key}'`)})::numeric`),
  sql`, `,
)})`;

/** A filter whose slug names nothing: the listing is empty rather than unfiltered. */
const NOTHING = sql`false`;

function categoryCondition(reference: ReferenceData, section: string | undefined, slug: string): SQL {
  const sections = section ? [section] : DRIVER_JOB_SECTIONS;
  const ids = sections.flatMap((name) => {
    const entry = reference.categoriesBySection.get(name)?.get(slug);
    return entry ? [entry.id] : [];
  });
  if (ids.length === 0) return NOTHING;
  const condition = inArray(posts.categoryId, ids);
  if (section) return condition;
  // drivers-category: the category slug names the list, the sections are cdl and no-cdl.
  const sectionIds = DRIVER_JOB_SECTIONS.flatMap((name) => reference.sectionIdBySlug.get(name) ?? []);
  return and(condition, inArray(posts.sectionId, sectionIds)) ?? NOTHING;
}

/**
 * Articles with a tag, named by its page's slug ("uscis") or as written ("USCIS"): every spelling
 * with that slug (reference data) and the words as given (a tag newer than the reference data).
 * jsonb containment: the tags array holds the tag.
 */
function tagCondition(reference: ReferenceData, tag: string): SQL {
  const names = new Set([tag, ...(reference.newsTags.get(tagSlugOf(tag))?.names ?? [])]);
  return or(...[...names].map((name) => sql`${posts.fields}->'tags' @> ${JSON.stringify([name])}::jsonb`)) ?? NOTHING;
}

/** Every condition of a listing query except the text search (active posts only). */
export function filterConditions(db: Db, reference: ReferenceData, query: PostListQuery): SQL[] {
  const conditions: SQL[] = [eq(posts.status, "active")];
  if (query.section) {
    const id = reference.sectionIdBySlug.get(query.section);
    conditions.push(id === undefined ? NOTHING : eq(posts.sectionId, id));
  }
  if (query.category) conditions.push(categoryCondition(reference, query.section, query.category));
  if (query.location) {
    // The location itself and, for a state, its cities.
    const place = db.select({ id: locations.id }).from(locations).where(eq(locations.slug, query.location));
    const within = db
      .select({ id: locations.id })
      .from(locations)
      .where(or(eq(locations.slug, query.location), inArray(locations.parentId, place)));
    conditions.push(inArray(posts.locationId, within));
  }
  if (query.price_min !== undefined) conditions.push(sql`${priceOf} >= ${query.price_min}`);
  if (query.price_max !== undefined) conditions.push(sql`${priceOf} <= ${query.price_max}`);
  // Filters that compare a field of posts.fields with the query's value as is.
  for (const key of CHOICE_FILTER_NAMES) {
    const value = query[key];
    if (value !== undefined) conditions.push(sql`${posts.fields}->>${sql.raw(`'${key}'`)} = ${value}`);
  }
  if (query.user !== undefined) conditions.push(eq(posts.userId, query.user));
  if (query.tag !== undefined) conditions.push(tagCondition(reference, query.tag));
  return conditions;
}
