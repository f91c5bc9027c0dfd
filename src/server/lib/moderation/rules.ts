import { createHash } from "node:crypto";
import { and, eq, inArray, isNotNull, ne, notInArray, sql, type SQL } from "drizzle-orm";
import type { RuleHit } from "../../../shared/contract/moderation";
import type { SectionSlug } from "../../../shared/contract/sections";
import { plainText } from "../../../shared/text/plain-text";
import type { Db } from "../../db/client";
import { posts, uploads, users } from "../../db/schema";
import { serverNow } from "../clock";
import { NEW_ACCOUNT_MS } from "../budgets";
import { canonicalText } from "./normalize";
import { bannedHits, contactHits, riskHits } from "./scan";
import { bannedList } from "./words";

/** One account may post the same text or photo this many times before the next copy waits for a moderator. */
const SAME_ACCOUNT_COPIES = 2;
/** Bits two photos' hashes may differ by and still be one picture (resized, recompressed, lightly cropped). */
const PHOTO_DISTANCE = 6;
/**
 * A picture with no left-to-right change (one colour, a plain background, horizontal stripes) hashes to (nearly)
 * all zeros or all ones whatever it shows: such hashes name no photo, so they are never taken for a copy.
 */
const FLAT_HASH_BITS = 8;
const informative = (phash: string): boolean => {
  const bits = BigInt(`0x${phash}`).toString(2).replace(/0/g, "").length;
  return bits >= FLAT_HASH_BITS && bits <= 64 - FLAT_HASH_BITS;
};
/** The ads a photo or a text is compared with are counted up to this: the hit needs no exact total. */
const COUNT_CAP = 20;

/** What the rules read of an ad: its section, words and photos (upload ids). */
export interface AdDraft {
  section: SectionSlug;
  title: string;
  content: string;
  photoIds: readonly number[];
}

/** SHA-256 of the ad's title and text in their compared form: a retyped copy has the same hash. */
function textHashOf(title: string, contentHtml: string): string {
  return createHash("sha256")
    .update(canonicalText(`${title}\n${plainText(contentHtml)}`))
    .digest("hex");
}

/** Another account's ads, or the same account's: `null` author (an ad posted without an account) is anyone's. */
const byOthers = (userId: number | null): SQL =>
  userId === null ? sql`true` : sql`${posts.userId} is distinct from ${userId}`;

/** The same text in another account's ad, or in more of this account's than it may repeat. */
async function duplicateTextHits(
  db: Db,
  textHash: string,
  userId: number | null,
  exceptPostId: number | null,
): Promise<RuleHit[]> {
  const conditions: SQL[] = [eq(posts.textHash, textHash), ne(posts.status, "deleted")];
  if (exceptPostId !== null) conditions.push(ne(posts.id, exceptPostId));
  const rows = await db
    .select({ id: posts.id, other: sql<boolean>`${byOthers(userId)}` })
    .from(posts)
    .where(and(...conditions))
    .orderBy(posts.id)
    .limit(COUNT_CAP);
  const other = rows.find((row) => row.other);
  if (other) return [{ rule: "duplicate_text", detail: `another account's ad ${String(other.id)}` }];
  if (rows.length >= SAME_ACCOUNT_COPIES)
    return [{ rule: "duplicate_text", detail: `${String(rows.length)} ads of this account: ${String(rows[0]?.id)}` }];
  return [];
}

/** A photo of the ad that another account's ad shows, or that this account already shows too many times. */
async function duplicatePhotoHits(
  db: Db,
  photoIds: readonly number[],
  userId: number | null,
  exceptPostId: number | null,
): Promise<RuleHit[]> {
  if (photoIds.length === 0) return [];
  const own = await db
    .select({ id: uploads.id, phash: uploads.phash })
    .from(uploads)
    .where(and(inArray(uploads.id, [...photoIds]), isNotNull(uploads.phash)));
  for (const photo of own) {
    if (!photo.phash || !/^[0-9a-f]{16}$/.test(photo.phash) || !informative(photo.phash)) continue;
    const distance = sql`bit_count(('x' || ${uploads.phash})::bit(64) # ('x' || ${photo.phash})::bit(64))`;
    const conditions: SQL[] = [
      isNotNull(uploads.phash),
      notInArray(uploads.id, [...photoIds]),
      ne(posts.status, "deleted"),
      sql`${distance} <= ${PHOTO_DISTANCE}`,
    ];
    if (exceptPostId !== null) conditions.push(ne(posts.id, exceptPostId));
    const rows = await db
      .select({ postId: posts.id, other: sql<boolean>`${byOthers(userId)}` })
      .from(uploads)
      .innerJoin(posts, eq(posts.id, uploads.postId))
      .where(and(...conditions))
      .limit(COUNT_CAP);
    const other = rows.find((row) => row.other);
    if (other) return [{ rule: "duplicate_photo", detail: `photo ${String(photo.id)} ~ ad ${String(other.postId)}` }];
    const posted = new Set(rows.map((row) => row.postId));
    if (posted.size >= SAME_ACCOUNT_COPIES)
      return [{ rule: "duplicate_photo", detail: `photo ${String(photo.id)} in ${String(posted.size)} ads` }];
  }
  return [];
}

/** Whether the author is new: no account, or one made less than a day ago. */
async function isNewAccount(db: Db, userId: number | null, now: Date): Promise<boolean> {
  if (userId === null) return true;
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return !row || now.getTime() - row.createdAt.getTime() < NEW_ACCOUNT_MS;
}

/**
 * Every rule an ad trips, each naming what it found, and the hash of its text. `exceptPostId`: the ad itself when
 * it is edited (it is no copy of itself).
 */
export async function adRuleHits(
  db: Db,
  draft: AdDraft,
  userId: number | null,
  exceptPostId: number | null,
): Promise<{ hits: RuleHit[]; textHash: string }> {
  const textHash = textHashOf(draft.title, draft.content);
  const banned = bannedHits(await bannedList(db), `${draft.title}\n${plainText(draft.content)}`);
  const hits = [
    ...banned,
    ...contactHits(draft.section, draft.title, draft.content),
    ...riskHits(draft.section, draft.title, draft.content, await isNewAccount(db, userId, serverNow())),
    ...(await duplicateTextHits(db, textHash, userId, exceptPostId)),
    ...(await duplicatePhotoHits(db, draft.photoIds, userId, exceptPostId)),
  ];
  return { hits, textHash };
}
