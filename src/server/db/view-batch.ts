import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { log } from "../log";

/**
 * Views are counted in memory per ad and UTC day and added to the database every few seconds
 * (`STATS_FLUSH_MS`, 2 s by default) and on a graceful stop: a detail page costs no write. Each
 * process adds its own batch (`view_count + n`, `views + n`), so several processes may share a database.
 */
const FLUSH_MS = Math.max(10, Number(process.env.STATS_FLUSH_MS) || 2000);

class ViewBatch {
  private pending = new Map<string, number>();
  /** Views this process has added to the database per ad: what a copy of an ad read earlier lacks. */
  private writtenByPost = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  add(postId: number, day: string): void {
    const key = `${postId}|${day}`;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush().catch((error: unknown) => log.error({ err: error }, "[stats] flushing views failed"));
      }, FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Views of the ad not yet in the database (all days). */
  unflushed(postId: number): number {
    let total = 0;
    for (const [key, n] of this.pending) if (key.startsWith(`${postId}|`)) total += n;
    return total;
  }

  /** Views of the ad this process has written to the database since it started. */
  written(postId: number): number {
    return this.writtenByPost.get(postId) ?? 0;
  }

  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const next = this.flushing.then(() => this.write());
    this.flushing = next.catch(() => {});
    return next;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch]
      .map(([key, n]) => {
        const [postId, day] = key.split("|");
        return { post_id: Number(postId), day: day ?? "", n };
      })
      .sort((a, b) => a.post_id - b.post_id || a.day.localeCompare(b.day));
    try {
      await this.db.transaction(async (tx) => {
        // The ads first, in id order, as a like takes its ad before its day row (favourites/repo.ts): two
        // processes' batches, or a batch and a like, wait for each other instead of deadlocking.
        const ids = JSON.stringify([...new Set(rows.map((row) => row.post_id))]);
        await tx.execute(sql`
          select id from posts where id in (select jsonb_array_elements_text(${ids}::jsonb)::int)
          order by id for no key update`);
        await tx.execute(sql`
          with v as (
            select t.post_id, t.day, t.n
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(post_id int, day date, n int)
            join posts on posts.id = t.post_id
          ),
          bumped as (
            update posts set view_count = posts.view_count + s.n
            from (select post_id, sum(n)::int as n from v group by post_id) s where posts.id = s.post_id
          )
          insert into post_stats (post_id, day, views) select post_id, day, n from v order by post_id, day
          on conflict (post_id, day) do update set views = post_stats.views + excluded.views`);
      });
      for (const row of rows) this.writtenByPost.set(row.post_id, this.written(row.post_id) + row.n);
    } catch (error) {
      // Put the batch back: the next flush tries again.
      for (const [key, n] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + n);
      throw error;
    }
  }
}

const batches = new Map<Db, ViewBatch>();

export function viewBatchOf(db: Db): ViewBatch {
  let batch = batches.get(db);
  if (!batch) {
    batch = new ViewBatch(db);
    batches.set(db, batch);
  }
  return batch;
}

/** Writes every process-local batch (graceful stop). */
export async function flushViews(): Promise<void> {
  await Promise.all([...batches.values()].map((batch) => batch.flush()));
}
