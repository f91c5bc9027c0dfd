import type { Author, AuthorResponse, AuthorType } from "../../../shared/contract/articles";
import type { PostListQuery, PostListResponse } from "../../../shared/contract/posts";
import type { Locale } from "../../../shared/locales";
import type { Db } from "../../db/client";
import { slugOf } from "../../seed/text";
import type { ReferenceData } from "../../db/reference-cache";
import { listPosts } from "../../lib/ad-listing";
import { authorCounts, byAuthor } from "./repo";

type Paging = Pick<PostListQuery, "page" | "per_page">;

/** News articles as cards, newest first (news are never promoted). */
export function listNews(
  db: Db,
  reference: ReferenceData,
  query: Paging & Pick<PostListQuery, "tag" | "location">,
  locale: Locale,
): Promise<PostListResponse> {
  return listPosts(db, reference, { ...query, section: "news" }, locale);
}

/** A section's authors; the slug is the name's (the same transliteration as post slugs). */
export async function listAuthors(db: Db, reference: ReferenceData, type: AuthorType): Promise<Author[]> {
  const sectionId = reference.sectionIdBySlug.get(type);
  if (sectionId === undefined) return [];
  const rows = await authorCounts(db, sectionId);
  const seen = new Set<string>();
  // Two names with one slug (a rare spelling variant): the more prolific keeps the address.
  return rows.flatMap(({ name, count }) => {
    const slug = slugOf(name);
    if (!slug || seen.has(slug)) return [];
    seen.add(slug);
    return [{ name, slug, count }];
  });
}

/** The author of a slug with a page of their articles; null for an unknown slug. */
export async function authorPage(
  db: Db,
  reference: ReferenceData,
  args: { type: AuthorType; slug: string; query: Paging; locale: Locale },
): Promise<AuthorResponse | null> {
  const author = (await listAuthors(db, reference, args.type)).find((entry) => entry.slug === args.slug);
  if (!author) return null;
  const page = await listPosts(db, reference, { ...args.query, section: args.type }, args.locale, {
    where: [byAuthor(author.name)],
  });
  return { data: { author, posts: page.data }, meta: page.meta };
}
