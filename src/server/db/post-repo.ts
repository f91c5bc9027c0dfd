import { and, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { PostStatus } from "../../shared/contract/form-kinds";
import type { ReviewReason, RuleHit } from "../../shared/contract/moderation";
import { sectionSlugSchema } from "../../shared/contract/sections";
import type { Db } from "./client";
import { slugForTitle } from "../lib/post-text";
import {
  categories,
  locations,
  postCategories,
  postLocations,
  posts,
  sections,
  uploads,
  type AdVersionValues,
  type PostPhoto,
} from "./schema";

/** What the write endpoints check before acting on an ad: its author, section and status. */
export async function findPostHead(db: Db, id: number) {
  const [row] = await db
    .select({
      id: posts.id,
      userId: posts.userId,
      sectionId: posts.sectionId,
      section: sections.slug,
      slug: posts.slug,
      title: posts.title,
      status: posts.status,
      reviewReason: posts.reviewReason,
      kind: posts.kind,
      expiresAt: posts.expiresAt,
    })
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .where(eq(posts.id, id))
    .limit(1);
  // Section slugs come from the seeded table, which holds only the contract's slugs.
  return row ? { ...row, section: sectionSlugSchema.parse(row.section) } : null;
}
export type PostHead = NonNullable<Awaited<ReturnType<typeof findPostHead>>>;

/** The ad a client's idempotency key created, if any. */
export async function findPostByClientKey(db: Db, key: string): Promise<PostHead | null> {
  const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.clientKey, key)).limit(1);
  return row ? findPostHead(db, row.id) : null;
}

/** The ad a secret opens (its SHA-256 is stored, never the secret). */
export async function findPostBySecretHash(db: Db, secretHash: string): Promise<PostHead | null> {
  const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.secretHash, secretHash)).limit(1);
  return row ? findPostHead(db, row.id) : null;
}

export async function slugTaken(db: Db, sectionId: number, slug: string, exceptId?: number): Promise<boolean> {
  const conditions: SQL[] = [eq(posts.sectionId, sectionId), eq(posts.slug, slug)];
  if (exceptId !== undefined) conditions.push(ne(posts.id, exceptId));
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

/** The ids among `ids` that are locations. */
export async function existingLocationIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: locations.id }).from(locations).where(inArray(locations.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** The ids among `ids` that are categories of one of the sections. */
export async function categoryIdsOfSections(db: Db, ids: number[], sectionSlugs: string[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .innerJoin(sections, eq(sections.id, categories.sectionId))
    .where(and(inArray(categories.id, ids), inArray(sections.slug, sectionSlugs)));
  return new Set(rows.map((row) => row.id));
}

/**
 * The uploads among `ids` the caller may put on the ad: already on it, or not on any ad yet and
 * uploaded by the caller (signed in, or the same browser's owner key before signing in).
 */
export async function usableUploads(
  db: Db,
  ids: number[],
  owner: { userId: number | null; ownerKey: string | null },
  postId: number | null,
) {
  if (ids.length === 0) return [];
  const mine: SQL[] = [];
  if (owner.userId !== null) mine.push(eq(uploads.userId, owner.userId));
  if (owner.ownerKey) mine.push(and(isNull(uploads.userId), eq(uploads.ownerKey, owner.ownerKey)) ?? sql`false`);
  const free = mine.length > 0 ? and(isNull(uploads.postId), or(...mine)) : undefined;
  const allowed = postId !== null ? or(eq(uploads.postId, postId), ...(free ? [free] : [])) : free;
  if (!allowed) return [];
  return db
    .select({
      id: uploads.id,
      storageKey: uploads.storageKey,
      thumbKey: uploads.thumbKey,
      width: uploads.width,
      height: uploads.height,
      variants: uploads.variants,
    })
    .from(uploads)
    .where(and(inArray(uploads.id, ids), allowed));
}

/** The photos an ad shows now (an edit may keep those that have no upload row: the demo's, made at seed). */
export async function photosOfPost(db: Db, postId: number): Promise<PostPhoto[]> {
  const [row] = await db.select({ photos: posts.photos }).from(posts).where(eq(posts.id, postId));
  return row?.photos ?? [];
}

/** A new ad's row values: its version's, and the language it was written in. */
export type PostValues = AdVersionValues & { lang: "ru" | "ua" | "pl" | "en" };

/** What the rules decided about an ad's write (lib/moderation/screen.ts): why it waits and what they found. */
export interface ReviewValues {
  reviewReason: ReviewReason | null;
  ruleHits: RuleHit[];
  textHash: string;
}

export async function insertPost(
  db: Db,
  values: PostValues &
    ReviewValues & {
      userId: number | null;
      status: "active" | "pending" | "unpaid" | "review";
      expiresAt: Date | null;
      secretHash: string;
      clientKey: string | null;
    },
): Promise<number> {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  if (!row) throw new Error("the ad was not stored");
  return row.id;
}

export async function updatePost(
  db: Db,
  id: number,
  values: Omit<PostValues, "lang"> & Partial<ReviewValues> & { status?: PostStatus; pendingEdit?: null },
): Promise<void> {
  await db
    .update(posts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(posts.id, id));
}

export async function setStatus(db: Db, id: number, status: "active" | "inactive" | "deleted"): Promise<void> {
  await db.update(posts).set({ status, updatedAt: new Date() }).where(eq(posts.id, id));
}

/** Everything the edit form needs. */
export async function findPostForEdit(db: Db, id: number) {
  const [row] = await db
    .select({
      id: posts.id,
      userId: posts.userId,
      kind: posts.kind,
      status: posts.status,
      section: sections.slug,
      slug: posts.slug,
      title: posts.title,
      content: posts.content,
      contact: posts.contact,
      fields: posts.fields,
      photos: posts.photos,
      categoryId: posts.categoryId,
      locationId: posts.locationId,
      updatedAt: posts.updatedAt,
      pendingEdit: posts.pendingEdit,
    })
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .where(eq(posts.id, id))
    .limit(1);
  if (!row) return null;
  // An edit a rule holds is what its author goes on from: the form shows their change, not the live version.
  const held = row.pendingEdit;
  if (held) {
    const [section] = await db
      .select({ slug: sections.slug })
      .from(sections)
      .where(eq(sections.id, held.values.sectionId));
    return {
      ...row,
      ...held.values,
      section: section?.slug ?? row.section,
      categoryIds: held.categoryIds,
      locationIds: held.locationIds,
      editHeld: true,
    };
  }
  const [categoryRows, locationRows] = await Promise.all([
    db.select({ id: postCategories.categoryId }).from(postCategories).where(eq(postCategories.postId, id)),
    db.select({ id: postLocations.locationId }).from(postLocations).where(eq(postLocations.postId, id)),
  ]);
  // The main category and location first, as the form sent them.
  const ordered = (main: number | null, ids: number[]) => {
    const all = new Set([...(main === null ? [] : [main]), ...ids.sort((a, b) => a - b)]);
    return [...all];
  };
  return {
    ...row,
    categoryIds: ordered(
      row.categoryId,
      categoryRows.map((r) => r.id),
    ),
    locationIds: ordered(
      row.locationId,
      locationRows.map((r) => r.id),
    ),
    editHeld: false,
  };
}

/** A slug for the title that no other ad of the section has (a random suffix, tried a few times). */
export async function freeSlug(db: Db, sectionId: number, title: string): Promise<string> {
  for (let tries = 0; tries < 5; tries++) {
    const slug = slugForTitle(title);
    if (!(await slugTaken(db, sectionId, slug))) return slug;
  }
  throw new Error("no free slug");
}
