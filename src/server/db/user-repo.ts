import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Locale } from "../../shared/locales";
import type { Db } from "./client";
import { posts, users } from "./schema";
import { screenAd } from "../lib/moderation/screen";
import { publishTerms } from "../lib/ad-lifecycle";
import type { UserRow } from "../http/user-view";

/** A username as stored: e-mails lower-case, phones E.164. */
export type Username = { email: string } | { phone: string };

export async function findUser(db: Db, username: Username): Promise<UserRow | null> {
  const where = "email" in username ? eq(users.email, username.email) : eq(users.phone, username.phone);
  const [row] = await db.select().from(users).where(where);
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** A new user, or null when the username is taken (a concurrent sign-up won the unique index). */
export async function insertUser(
  db: Db,
  values: Username & { locale: Locale; passwordHash?: string },
): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Mails go out in the language the user last signed in with. */
export async function rememberLocale(db: Db, user: UserRow, locale: Locale): Promise<void> {
  if (user.locale !== locale) await db.update(users).set({ locale }).where(eq(users.id, user.id));
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function setName(db: Db, userId: number, name: string): Promise<UserRow | null> {
  const [row] = await db.update(users).set({ name }).where(eq(users.id, userId)).returning();
  return row ?? null;
}

/** An ad nobody owns yet (active, or pending: posted without an account), with the contacts it was posted with. */
export async function findOwnerlessPost(db: Db, postId: number) {
  const [row] = await db
    .select({ id: posts.id, contact: posts.contact })
    .from(posts)
    .where(and(eq(posts.id, postId), isNull(posts.userId), inArray(posts.status, ["active", "pending"])));
  return row ?? null;
}

/**
 * Gives the ad to the user unless someone else got it first; a pending ad goes live as if its author posted it now
 * (past the section's free ads of the month, it waits for payment instead).
 */
export async function claimPost(db: Db, postId: number, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ownerless = and(eq(posts.id, postId), isNull(posts.userId));
    const [post] = await tx
      .select({ sectionId: posts.sectionId, status: posts.status, ruleHits: posts.ruleHits })
      .from(posts)
      .where(ownerless);
    if (!post) return false;
    const terms =
      post.status === "pending" ? (await publishTerms(tx, userId, post.sectionId, new Date())).status : post.status;
    // Going live now: the rules' hits stored when it was posted, and its new author's trust, may hold it for review.
    const screened =
      post.status === "pending"
        ? await screenAd(tx, { status: terms, userId, hits: post.ruleHits, edited: false })
        : null;
    const status = screened?.status ?? terms;
    const rows = await tx
      .update(posts)
      .set({ userId, status, ...(screened ? { reviewReason: screened.reviewReason } : {}), updatedAt: new Date() })
      .where(ownerless)
      .returning({ id: posts.id });
    return rows.length > 0;
  });
}
