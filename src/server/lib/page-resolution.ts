import { localeFromPath, type Locale } from "../../shared/locales";
import { isPropertyType, matchPath, PROPERTY_TYPE_NAMES, type RouteMatch } from "../../shared/routes";
import type { Db } from "../db/client";
import { translate } from "../http/messages";
import type { ReferenceCache, ReferenceData } from "../db/reference-cache";
import { findActivePost, userExists } from "../db/page-facts-repo";
import { reviewFacts, type ReviewFacts } from "../db/review-facts";

/** What the database says about a page, in the page's language: the head and breadcrumbs need it. */
export interface PageFacts {
  placeName: string | null;
  /** Whether the page's location is a state or a city (banners ask by city only for cities). */
  placeKind: "state" | "city" | null;
  /** A category page's category (or property type). */
  category: { section: string; slug: string; name: string } | null;
  post: {
    title: string;
    excerpt: string;
    createdAt: Date;
    updatedAt: Date;
    category: { slug: string; name: string } | null;
    /** For the post's own structured data (JobPosting, Event, …). */
    section: string;
    fields: Record<string, unknown>;
    companyName: string | null;
    place: { name: string; region: string | null } | null;
  } | null;
  /** /feedbacks: the approved reviews' average and the newest ones, for its structured data. */
  reviews?: ReviewFacts | null;
}

export type PageResolution = { found: true; match: RouteMatch; facts: PageFacts } | { found: false; locale: Locale };

/** A category of one of `sections` named by the page's `category` parameter, in the page's language. */
function categoryFacts(
  reference: ReferenceData,
  match: RouteMatch,
  sections: readonly string[],
): PageFacts["category"] {
  const slug = match.params.category ?? "";
  for (const section of sections) {
    const entry = reference.categoriesBySection.get(section)?.get(slug);
    if (entry) return { section, slug: entry.slug, name: entry.name[match.locale] };
  }
  return null;
}

/**
 * Whether a path is a page, and its facts: the route table decides the shape, the database whether
 * its location, category, post or user exists. At most one small indexed query (posts, user feeds);
 * locations and categories come from the reference cache.
 */
export async function resolvePage(db: Db, reference: ReferenceCache, pathname: string): Promise<PageResolution> {
  const notFound: PageResolution = { found: false, locale: localeFromPath(pathname) };
  // "//" would collapse into another page's path: one page, one address.
  if (pathname.includes("//")) return notFound;
  const match = matchPath(pathname);
  if (!match) return notFound;
  const data = await reference.get();
  const facts: PageFacts = { placeName: null, placeKind: null, category: null, post: null };
  if (match.location !== null) {
    const place = data.locationBySlug.get(match.location);
    if (!place) return notFound;
    facts.placeName = place.name[match.locale];
    facts.placeKind = place.kind;
  }
  const { route, params } = match;
  const subject = route.subject;
  switch (subject?.of) {
    case undefined:
      break;
    case "category":
      facts.category = categoryFacts(data, match, subject.sections);
      if (!facts.category) return notFound;
      break;
    case "property-type": {
      // The table's matcher lets only the fixed property types through.
      const type = params.property_type ?? "";
      if (!isPropertyType(type)) return notFound;
      facts.category = { section: "properties", slug: type, name: translate(match.locale, PROPERTY_TYPE_NAMES[type]) };
      break;
    }
    case "news-tag": {
      // A tag's page exists while active news carry the tag; its name heads the page like a category's.
      const tag = data.newsTags.get(params.tag ?? "");
      if (!tag) return notFound;
      facts.category = { section: "news", slug: tag.slug, name: tag.name };
      break;
    }
    case "post": {
      const row = await findActivePost(db, subject.section, params.slug ?? "");
      if (!row) return notFound;
      facts.post = {
        title: row.title,
        excerpt: row.excerpt,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        category:
          row.categorySlug && row.categoryName
            ? { slug: row.categorySlug, name: row.categoryName[match.locale] }
            : null,
        section: subject.section,
        fields: row.fields,
        companyName: row.companyName,
        place: row.locationName ? { name: row.locationName.en, region: row.locationCode } : null,
      };
      break;
    }
    case "user":
      // The table's matcher lets only ids that fit a PostgreSQL integer through.
      if (!(await userExists(db, Number(params.id)))) return notFound;
      break;
  }
  if (route.id === "page.feedbacks") facts.reviews = await reviewFacts(db);
  return { found: true, match, facts };
}
