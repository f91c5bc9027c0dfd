import type { ReviewReason, RuleHit } from "../../../shared/contract/moderation";
import type { PostStatus } from "../../../shared/contract/form-kinds";
import type { Db } from "../../db/client";
import { moderationSettingsOf } from "./settings";
import { isTrusted } from "./trust";

/** What an ad's write stores besides its form: its status, why it waits (if it does) and the rules it tripped. */
export interface Screened<S extends PostStatus> {
  status: S | "review";
  reviewReason: ReviewReason | null;
  ruleHits: RuleHit[];
}

/**
 * Whether an ad about to be published waits for a moderator: any rule hit holds it (`rule`); else an account that
 * is not trusted yet waits with `new` (a new ad) or `edited`. Any status but `active` (pending, unpaid, hidden…)
 * is kept: the ad is not being published now. A rejected ad that its author edits goes back to the queue.
 */
export async function screenAd<S extends PostStatus>(
  db: Db,
  ad: { status: S; userId: number | null; hits: RuleHit[]; edited: boolean },
): Promise<Screened<S>> {
  const publishing = ad.status === "active" || ad.status === "review" || (ad.edited && ad.status === "rejected");
  if (!publishing) return { status: ad.status, reviewReason: null, ruleHits: ad.hits };
  if (ad.hits.length > 0) return { status: "review", reviewReason: "rule", ruleHits: ad.hits };
  const settings = await moderationSettingsOf(db);
  const trusted = ad.userId !== null && (await isTrusted(db, ad.userId, settings.trustedApprovedAds));
  if (!trusted || ad.status !== "active")
    return { status: "review", reviewReason: ad.edited ? "edited" : "new", ruleHits: [] };
  return { status: ad.status, reviewReason: null, ruleHits: [] };
}
