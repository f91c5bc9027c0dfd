import { and, count, desc, eq, inArray, ne, notInArray, sql, type SQL } from "drizzle-orm";
import type { PostStatus } from "../../../shared/contract/form-kinds";
import type { MyPostsView } from "../../../shared/contract/profile";
import type { Db } from "../../db/client";
import { categories, contactRequests, locations, posts, sections } from "../../db/schema";
import { cardColumns } from "../../db/ad-cards";

/** Columns of "my ads": a card plus what the author sees about it. */
const myPostColumns = {
  ...cardColumns,
  status: posts.status,
  kind: posts.kind,
  viewCount: posts.viewCount,
  favouriteCount: posts.favouriteCount,
  updatedAt: posts.updatedAt,
  expiresAt: posts.expiresAt,
  reviewNote: posts.reviewNote,
  editHeld: sql<boolean>`(${posts.pendingEdit} is not null)`,
  answersCount: sql<number>`(select count(*)::int from ${contactRequests}
    where ${contactRequests.postId} = ${posts.id})`,
};

function myPostsQuery(db: Db, where: SQL | undefined) {
  return db
    .select(myPostColumns)
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .leftJoin(locations, eq(locations.id, posts.locationId))
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .where(where)
    .orderBy(desc(posts.createdAt), desc(posts.id));
}
export type MyPostRow = Awaited<ReturnType<typeof myPostsQuery>>[number];

/** The archive: ads that were published and are no more (sold or filled, or their period ended). */
const ARCHIVED = ["sold", "expired"] as const;

function ownPostsWhere(
  userId: number,
  status: PostStatus | undefined,
  sectionSlugs?: readonly string[],
  view?: MyPostsView,
): SQL | undefined {
  return and(
    eq(posts.userId, userId),
    status ? eq(posts.status, status) : ne(posts.status, "deleted"),
    view === "archive" ? inArray(posts.status, [...ARCHIVED]) : undefined,
    view === "current" ? notInArray(posts.status, [...ARCHIVED]) : undefined,
    sectionSlugs ? inArray(sections.slug, sectionSlugs) : undefined,
  );
}

/** The user's current or archived ads (or those of one status), never deleted ones, newest first, with their total. */
export async function listMyPosts(
  db: Db,
  userId: number,
  filter: { view: MyPostsView; status?: PostStatus | undefined },
  limit: number,
  offset: number,
) {
  const where = ownPostsWhere(userId, filter.status, undefined, filter.view);
  const [rows, [total]] = await Promise.all([
    myPostsQuery(db, where).limit(limit).offset(offset),
    db.select({ total: count() }).from(posts).innerJoin(sections, eq(sections.id, posts.sectionId)).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The user's ads in the given sections (their CVs), newest first. */
export function listMyPostsIn(db: Db, userId: number, sectionSlugs: readonly string[], limit: number) {
  return myPostsQuery(db, ownPostsWhere(userId, undefined, sectionSlugs)).limit(limit);
}

/** Ads of the given sections the user answered (contact requests they sent), newest answer first. */
export function listAnsweredPosts(db: Db, userId: number, sectionSlugs: readonly string[], limit: number) {
  return db
    .select({ ...cardColumns, sentAt: contactRequests.createdAt })
    .from(contactRequests)
    .innerJoin(posts, eq(posts.id, contactRequests.postId))
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .leftJoin(locations, eq(locations.id, posts.locationId))
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .where(
      and(eq(contactRequests.fromUserId, userId), inArray(sections.slug, sectionSlugs), ne(posts.status, "deleted")),
    )
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(limit);
}
