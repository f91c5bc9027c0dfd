import type { JobDefinition } from "../../jobs/types";
import { log } from "../../log";
import { expireAds, sendExpiryNotices } from "../../lib/ad-lifecycle";

/** An ad's life after publishing: it ends on its date, and its author hears of it three days before. */
export const adLifecycleJobs: JobDefinition[] = [
  {
    name: "ads-expire",
    // Every five minutes: an ad outlives its end by at most that.
    cron: "*/5 * * * *",
    async run(ctx) {
      const count = await expireAds(ctx.db, ctx.now());
      if (count > 0) log.info(`[ads] ${String(count)} ads ended`);
    },
  },
  {
    name: "ads-expiry-notice",
    // Hourly: each ad is told once per period (expiry_notice_at), whenever the run falls.
    cron: "17 * * * *",
    async run(ctx) {
      const count = await sendExpiryNotices(ctx);
      if (count > 0) log.info(`[ads] ${String(count)} authors told of their ads' end`);
    },
  },
];
