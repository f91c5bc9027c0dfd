import { and, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { chatBlocks, users } from "../../db/schema";

/** Whom one user blocked is bounded in the answer: the list is for reading, not for export. */
const MAX_BLOCKS = 500;

export type BlockState = "by_me" | "by_other" | null;

/** Whether the two may write to each other, seen by `viewerId`: their own block is named first. */
export async function blockBetween(db: Db, viewerId: number, otherId: number): Promise<BlockState> {
  const rows = await db
    .select({ blockerId: chatBlocks.blockerId })
    .from(chatBlocks)
    .where(
      or(
        and(eq(chatBlocks.blockerId, viewerId), eq(chatBlocks.blockedId, otherId)),
        and(eq(chatBlocks.blockerId, otherId), eq(chatBlocks.blockedId, viewerId)),
      ),
    );
  if (rows.some((row) => row.blockerId === viewerId)) return "by_me";
  return rows.length > 0 ? "by_other" : null;
}

/** A conversation's block, as a column of its row: the other person is the SQL expression `other`. */
export const blockStateOf = (viewerId: number, other: SQL) =>
  sql<BlockState>`case
    when exists (select 1 from ${chatBlocks} where ${chatBlocks.blockerId} = ${viewerId}
      and ${chatBlocks.blockedId} = ${other}) then 'by_me'
    when exists (select 1 from ${chatBlocks} where ${chatBlocks.blockerId} = ${other}
      and ${chatBlocks.blockedId} = ${viewerId}) then 'by_other'
    else null end`;

/** Whom the user blocked, newest first, with the name they go by (none for a closed account). */
export async function blocksOf(db: Db, blockerId: number) {
  const rows = await db
    .select({
      userId: chatBlocks.blockedId,
      name: sql<string | null>`case when ${users.deletedAt} is null then ${users.name} else null end`,
      blockedAt: chatBlocks.createdAt,
    })
    .from(chatBlocks)
    .innerJoin(users, eq(users.id, chatBlocks.blockedId))
    .where(eq(chatBlocks.blockerId, blockerId))
    .orderBy(desc(chatBlocks.createdAt))
    .limit(MAX_BLOCKS);
  return rows.map((row) => ({ user_id: row.userId, name: row.name, blocked_at: row.blockedAt.toISOString() }));
}

/** Blocks a user (once: blocking again changes nothing); false when there is no such open account. */
export async function addBlock(db: Db, blockerId: number, blockedId: number, now = new Date()): Promise<boolean> {
  const [target] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, blockedId), isNull(users.deletedAt)));
  if (!target) return false;
  await db.insert(chatBlocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
  return true;
}

export async function removeBlock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.delete(chatBlocks).where(and(eq(chatBlocks.blockerId, blockerId), eq(chatBlocks.blockedId, blockedId)));
}
