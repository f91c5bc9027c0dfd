import type { PostCard, PostListQuery, PostListResponse } from "../../../shared/contract/posts";
import { sectionSlugSchema } from "../../../shared/contract/sections";
import type { Locale } from "../../../shared/locales";
import type { Db } from "../../db/client";
import { countPosts, listPostCards } from "./repo";

export async function listPosts(db: Db, query: PostListQuery, locale: Locale, now = new Date()): Promise<PostListResponse> {
  const filter = { sectionSlug: query.section, locationSlug: query.location };
  const [total, rows] = await Promise.all([
    countPosts(db, filter),
    listPostCards(db, filter, query.per_page, (query.page - 1) * query.per_page),
  ]);
  const data: PostCard[] = rows.map((row) => ({
    id: row.id,
    section: sectionSlugSchema.parse(row.section),
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    lang: row.lang,
    price: row.price,
    promoted: row.promotedUntil !== null && row.promotedUntil > now,
    location: row.locationSlug && row.locationName ? { slug: row.locationSlug, name: row.locationName[locale] } : null,
    category: row.categorySlug && row.categoryName ? { slug: row.categorySlug, name: row.categoryName[locale] } : null,
    created_at: row.createdAt.toISOString(),
  }));
  return {
    data,
    meta: {
      page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}
