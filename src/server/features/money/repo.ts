import { and, asc, desc, eq, gt, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { entitlements, paymentEvents, payments, posts, products, savedCards, sections, users } from "../../db/schema";

export type ProductRow = typeof products.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type EntitlementRow = typeof entitlements.$inferSelect;
export type SavedCardRow = typeof savedCards.$inferSelect;

/** What a payment page shows of the ad paid for. */
export interface PostHead {
  id: number;
  title: string;
  section: string;
  slug: string;
  status: (typeof posts.$inferSelect)["status"];
  userId: number | null;
  expiresAt: Date | null;
  adDays: number;
}

/** The one row a query limited to one found, or null. */
const first = <T>(rows: readonly T[]): T | null => rows[0] ?? null;

export const activeProducts = (db: Db) =>
  db.select().from(products).where(eq(products.active, true)).orderBy(asc(products.sort), asc(products.id));

export async function productByCode(db: Db, code: string): Promise<ProductRow | null> {
  return first(
    await db
      .select()
      .from(products)
      .where(and(eq(products.code, code), eq(products.active, true)))
      .limit(1),
  );
}

export async function productsByIds(db: Db, ids: readonly number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function freeAdsPerSection(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ slug: sections.slug, free: sections.freeAdsPerMonth }).from(sections);
  return Object.fromEntries(rows.map((row) => [row.slug, row.free]));
}

const postHeadColumns = {
  id: posts.id,
  title: posts.title,
  section: sections.slug,
  slug: posts.slug,
  status: posts.status,
  userId: posts.userId,
  expiresAt: posts.expiresAt,
  adDays: sections.adDays,
};

export async function postHeadsByIds(db: Db, ids: readonly (number | null)[]): Promise<Map<number, PostHead>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select(postHeadColumns)
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .where(inArray(posts.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function postHeadBy(db: Db, by: { id: number } | { secretHash: string }): Promise<PostHead | null> {
  return first(
    await db
      .select(postHeadColumns)
      .from(posts)
      .innerJoin(sections, eq(sections.id, posts.sectionId))
      .where("id" in by ? eq(posts.id, by.id) : eq(posts.secretHash, by.secretHash))
      .limit(1),
  );
}

export async function paymentByPublicId(db: Db, publicId: string): Promise<PaymentRow | null> {
  return first(await db.select().from(payments).where(eq(payments.publicId, publicId)).limit(1));
}

export async function paymentByKey(db: Db, key: string): Promise<PaymentRow | null> {
  return first(await db.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1));
}

export async function paymentByRef(db: Db, ref: string): Promise<PaymentRow | null> {
  return first(await db.select().from(payments).where(eq(payments.providerRef, ref)).limit(1));
}

/** A new payment, or nothing when its idempotency key is taken (the caller then reads the one that holds it). */
export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow | null> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The payment row locked for the rest of the transaction: confirms, webhooks and jobs take turns on it. */
export async function lockPayment(tx: Db, id: number): Promise<PaymentRow | null> {
  return first(await tx.select().from(payments).where(eq(payments.id, id)).for("update").limit(1));
}

/**
 * A transition of the state machine: applied only from the states given (compare-and-set), so of two callers
 * racing (a double click, a confirm and its webhook) one moves the payment and the other finds it moved.
 */
export async function movePayment(
  tx: Db,
  id: number,
  from: readonly PaymentRow["status"][],
  set: Partial<typeof payments.$inferInsert>,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
    .returning();
  return row ?? null;
}

export async function setPaymentRef(tx: Db, id: number, ref: string): Promise<void> {
  await tx.update(payments).set({ providerRef: ref, updatedAt: new Date() }).where(eq(payments.id, id));
}

/** A provider event seen for the first time (true), or again (false: it changes nothing). */
export async function recordEvent(tx: Db, id: string, provider: string, type: string): Promise<boolean> {
  const rows = await tx.insert(paymentEvents).values({ id, provider, type }).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function entitlementOfPayment(db: Db, paymentId: number): Promise<EntitlementRow | null> {
  return first(await db.select().from(entitlements).where(eq(entitlements.paymentId, paymentId)).limit(1));
}

/**
 * What each payment gave, keyed by the renewed entitlement's id for a renewal and by minus the payment's id for a
 * first purchase.
 */
export async function entitlementsFor(db: Db, rows: readonly PaymentRow[]): Promise<Map<number, EntitlementRow>> {
  const renewed = rows.flatMap((row) => (row.renews === null ? [] : [row.renews]));
  const firsts = rows.flatMap((row) => (row.renews === null ? [row.id] : []));
  if (renewed.length + firsts.length === 0) return new Map();
  const found = await db
    .select()
    .from(entitlements)
    .where(
      or(
        renewed.length > 0 ? inArray(entitlements.id, renewed) : undefined,
        firsts.length > 0 ? inArray(entitlements.paymentId, firsts) : undefined,
      ),
    );
  const byKey = new Map<number, EntitlementRow>();
  for (const row of found) {
    if (renewed.includes(row.id)) byKey.set(row.id, row);
    if (firsts.includes(row.paymentId)) byKey.set(-row.paymentId, row);
  }
  return byKey;
}

export async function lockEntitlement(tx: Db, id: number): Promise<EntitlementRow | null> {
  return first(await tx.select().from(entitlements).where(eq(entitlements.id, id)).for("update").limit(1));
}

export async function entitlementsOfUser(db: Db, userId: number): Promise<EntitlementRow[]> {
  return db
    .select()
    .from(entitlements)
    .where(eq(entitlements.userId, userId))
    .orderBy(desc(entitlements.endsAt))
    .limit(200);
}

export async function runningEntitlementsOfPost(db: Db, postId: number, now: Date): Promise<EntitlementRow[]> {
  return db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.postId, postId), eq(entitlements.status, "active"), gt(entitlements.endsAt, now)))
    .orderBy(asc(entitlements.endsAt));
}

/** The user's subscriptions not ended by `now` (paid for, or paid ahead to start later). */
export async function paymentsOfUser(db: Db, userId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).limit(50);
}

export async function liveCardsOfUser(db: Db, userId: number): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), isNull(savedCards.removedAt)))
    .orderBy(desc(savedCards.createdAt));
}

export async function liveCard(db: Db, id: number): Promise<SavedCardRow | null> {
  return first(
    await db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.id, id), isNull(savedCards.removedAt)))
      .limit(1),
  );
}

/** The card the provider kept, once per method (a second payment with the same card finds the same row). */
export async function saveCard(tx: Db, values: typeof savedCards.$inferInsert): Promise<SavedCardRow> {
  const [existing] = await tx
    .select()
    .from(savedCards)
    .where(
      and(
        eq(savedCards.userId, values.userId),
        eq(savedCards.providerRef, values.providerRef),
        isNull(savedCards.removedAt),
      ),
    )
    .limit(1);
  if (existing) return existing;
  const [row] = await tx.insert(savedCards).values(values).returning();
  if (!row) throw new Error("the saved card was not stored");
  return row;
}

export async function userContact(db: Db, userId: number) {
  return first(
    await db
      .select({ email: users.email, phone: users.phone, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
  );
}
