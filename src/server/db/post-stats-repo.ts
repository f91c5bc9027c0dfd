import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { viewBatchOf } from "./view-batch";

/** The UTC day a counter goes to (post_stats.day). */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * One view of the ad, batched in memory (view-batch.ts) and written every few seconds; answers the
 * ad's views not yet written, this one included (for the detail's view_count).
 */
/** Views of the ad this process has written to the database since it started (see view-batch.ts). */
export function viewsWritten(db: Db, postId: number): number {
  return viewBatchOf(db).written(postId);
}

/** Views of the ad counted by this process and not yet in the database. */
export function viewsUnwritten(db: Db, postId: number): number {
  return viewBatchOf(db).unflushed(postId);
}

export function countView(db: Db, postId: number, now: Date): number {
  const batch = viewBatchOf(db);
  batch.add(postId, dayOf(now));
  return batch.unflushed(postId);
}

/**
 * One phone reveal in the ad's day row, once per visitor (a hash of who it is) per ad and day:
 * a visitor opening the phone again, or a script calling 300 times, counts once.
 */
export async function countPhoneReveal(db: Db, postId: number, visitor: string, now: Date): Promise<void> {
  const day = dayOf(now);
  await db.execute(sql`
    with first as (
      insert into phone_reveals (post_id, day, visitor) values (${postId}, ${day}, ${visitor})
      on conflict do nothing returning post_id
    )
    insert into post_stats (post_id, day, phone_reveals) select post_id, ${day}, 1 from first
    on conflict (post_id, day) do update set phone_reveals = post_stats.phone_reveals + 1`);
}

/** Who revealed what is needed for a day only: older rows go (the counts stay in post_stats). */
export async function deleteRevealsBefore(db: Db, now: Date): Promise<void> {
  await db.execute(sql`delete from phone_reveals where day < ${dayOf(new Date(now.getTime() - 86_400_000))}`);
}
