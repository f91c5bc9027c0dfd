import { and, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { messages, posts, reports } from "../../db/schema";

/**
 * Whether an account publishes without waiting for a moderator: at least `approvedNeeded` of its ads were
 * approved (a moderator reviewed them and did not reject them; the demo's seeded ads count as approved) and no
 * report about it, its ads or its messages was upheld.
 */
export async function isTrusted(db: Db, userId: number, approvedNeeded: number): Promise<boolean> {
  const ownPosts = db.select({ id: posts.id }).from(posts).where(eq(posts.userId, userId));
  const ownMessages = db.select({ id: messages.id }).from(messages).where(eq(messages.senderId, userId));
  const [upheld] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.status, "upheld"),
        or(
          and(eq(reports.targetKind, "user"), eq(reports.targetId, userId)),
          and(eq(reports.targetKind, "post"), inArray(reports.targetId, ownPosts)),
          and(eq(reports.targetKind, "message"), inArray(reports.targetId, ownMessages)),
        ),
      ),
    )
    .limit(1);
  if (upheld) return false;
  if (approvedNeeded <= 0) return true;
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(
      and(
        eq(posts.userId, userId),
        or(and(isNotNull(posts.reviewedBy), ne(posts.status, "rejected")), eq(posts.isSeed, true)),
      ),
    );
  return (counted?.n ?? 0) >= approvedNeeded;
}
