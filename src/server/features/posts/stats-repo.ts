import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** The UTC day a counter goes to (post_stats.day). */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** One view: the ad's total and its day's row, in one statement (one round trip per detail page). */
export async function countView(db: Db, postId: number, now: Date): Promise<void> {
  await db.execute(sql`
    with bumped as (update posts set view_count = view_count + 1 where id = ${postId})
    insert into post_stats (post_id, day, views) values (${postId}, ${dayOf(now)}, 1)
    on conflict (post_id, day) do update set views = post_stats.views + 1`);
}

/** One phone reveal in the ad's day row. */
export async function countPhoneReveal(db: Db, postId: number, now: Date): Promise<void> {
  await db.execute(sql`
    insert into post_stats (post_id, day, phone_reveals) values (${postId}, ${dayOf(now)}, 1)
    on conflict (post_id, day) do update set phone_reveals = post_stats.phone_reveals + 1`);
}
