import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { viewBatchOf } from "./view-batch";

/** The UTC day a counter goes to (post_stats.day). */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * One view of the ad, batched in memory (view-batch.ts) and written every few seconds; answers the
 * ad's views not yet written, this one included (for the detail's view_count).
 */
export function countView(db: Db, postId: number, now: Date): number {
  const batch = viewBatchOf(db);
  batch.add(postId, dayOf(now));
  return batch.unflushed(postId);
}

/** One phone reveal in the ad's day row. */
export async function countPhoneReveal(db: Db, postId: number, now: Date): Promise<void> {
  await db.execute(sql`
    insert into post_stats (post_id, day, phone_reveals) values (${postId}, ${dayOf(now)}, 1)
    on conflict (post_id, day) do update set phone_reveals = post_stats.phone_reveals + 1`);
}
