import { and, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, postCategories, postLocations, posts, sections, users, type PostPhoto } from "../../db/schema";
import type { ArticleSection } from "../../../shared/contract/article-submissions";
import { recordAction } from "../../db/audit";

/** A proposed article as stored: a post of its section, waiting for a moderator. */
export interface ArticleValues {
  sectionId: number;
  categoryId: number;
  locationId: number | null;
  userId: number;
  slug: string;
  lang: "ru" | "ua" | "pl" | "en";
  title: string;
  content: string;
  excerpt: string;
  author: string;
  photos: PostPhoto[];
  clientKey: string | null;
}

/** Stores the article with status `review`; it has no end date (articles never expire). */
export async function insertArticle(db: Db, values: ArticleValues): Promise<number> {
  const { author, categoryId, locationId, ...rest } = values;
  const [row] = await db
    .insert(posts)
    .values({ ...rest, categoryId, locationId, fields: { author }, kind: null, status: "review", expiresAt: null })
    .returning({ id: posts.id });
  if (!row) throw new Error("the article was not stored");
  await db.insert(postCategories).values({ postId: row.id, categoryId });
  if (locationId !== null) await db.insert(postLocations).values({ postId: row.id, locationId });
  return row.id;
}

const articleColumns = {
  id: posts.id,
  section: sections.slug,
  slug: posts.slug,
  title: posts.title,
  status: posts.status,
  reviewNote: posts.reviewNote,
  createdAt: posts.createdAt,
  userId: posts.userId,
  clientKey: posts.clientKey,
};

const ARTICLE_SECTIONS: ArticleSection[] = ["blog", "news"];

/** The one article (a blog or news post) that meets the condition, if any. */
async function oneArticle(db: Db, condition: SQL) {
  const [row] = await db
    .select(articleColumns)
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .where(and(condition, inArray(sections.slug, ARTICLE_SECTIONS)))
    .limit(1);
  return row ?? null;
}
export type ArticleRow = NonNullable<Awaited<ReturnType<typeof oneArticle>>>;

/** A proposed article by its client key (a repeated submit), whoever sent it. */
export const findArticleByKey = (db: Db, key: string) => oneArticle(db, eq(posts.clientKey, key));

/** The article a moderator acts on, with its state. */
export const findArticle = (db: Db, id: number) => oneArticle(db, eq(posts.id, id));

/**
 * The author's articles that went through review (every blog or news post of theirs has: the editors' own are
 * seeded without an author), newest first.
 */
export function listOwnArticles(db: Db, userId: number, limit: number) {
  return db
    .select(articleColumns)
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .where(
      and(
        eq(posts.userId, userId),
        inArray(sections.slug, ARTICLE_SECTIONS),
        inArray(posts.status, ["review", "active", "rejected", "inactive"]),
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit);
}

/** Articles of one state with what a moderator reads: the oldest waiting first. */
export function listArticlesForReview(db: Db, status: "review" | "rejected", limit: number) {
  return db
    .select({
      ...articleColumns,
      content: posts.content,
      fields: posts.fields,
      photos: posts.photos,
      categoryId: categories.id,
      categorySlug: categories.slug,
      categoryName: categories.name,
      userName: users.name,
    })
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .leftJoin(users, eq(users.id, posts.userId))
    .where(and(eq(posts.status, status), inArray(sections.slug, ARTICLE_SECTIONS)))
    .orderBy(status === "review" ? posts.createdAt : desc(posts.createdAt), posts.id)
    .limit(limit);
}

/**
 * Publishes a waiting article, dated now (it leads its listing), or refuses it with the reason; only from
 * `review`, so two moderators acting at once change it once. Returns whether it changed.
 */
export async function decideArticle(
  db: Db,
  id: number,
  decision: { status: "active" } | { status: "rejected"; note: string },
  now: Date,
  moderatorId: number,
): Promise<boolean> {
  const changes =
    decision.status === "active"
      ? { status: "active" as const, reviewNote: null, createdAt: now, postedAt: now, updatedAt: now }
      : { status: "rejected" as const, reviewNote: decision.note, updatedAt: now };
  // The decision and its audit entry stand or fall together.
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(posts)
      .set(changes)
      .where(and(eq(posts.id, id), eq(posts.status, "review")))
      .returning({ id: posts.id });
    if (rows.length === 0) return false;
    await recordAction(tx, {
      actorId: moderatorId,
      action: decision.status === "active" ? "article.approve" : "article.reject",
      targetKind: "post",
      targetId: id,
      reason: decision.status === "rejected" ? decision.note : null,
    });
    return true;
  });
}

/** The author of an article with what decides whether and how they are told of a decision. */
export async function authorToTell(db: Db, articleId: number) {
  const [row] = await db
    .select({ email: users.email, locale: users.locale, notifications: users.notifications })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(and(eq(posts.id, articleId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}
