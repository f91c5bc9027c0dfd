import { and, eq, gt, lte } from "drizzle-orm";
import type { JobDefinition } from "../../jobs/types";
import { posts } from "../../db/schema";
import { adsChanged } from "../../lib/ad-events";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The `top` promotion: while it runs, the ad is dated anew once a day, so it climbs back to the top of its
 * lists (its expiry stays as it was). Run every hour, each ad is bumped 24 h after its last date: ads bought
 * at different hours keep their own moment, and a second run in the same day finds nothing to do.
 */
export const topBumpJob: JobDefinition = {
  name: "posts-top-bump",
  cron: "7 * * * *",
  async run(context) {
    const at = context.now();
    const bumped = await context.db
      .update(posts)
      .set({ createdAt: at })
      .where(
        and(eq(posts.status, "active"), gt(posts.topUntil, at), lte(posts.createdAt, new Date(at.getTime() - DAY_MS))),
      )
      .returning({ id: posts.id });
    if (bumped.length > 0) adsChanged();
  },
};

/** The posts feature's time-driven work, listed by src/server/jobs. */
export const postJobs: JobDefinition[] = [topBumpJob];
