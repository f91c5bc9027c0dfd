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
 * Publish first, review after: an ad about to be published waits for a moderator only when a rule holds it (`rule`).
 * Else it is live at once, and an account that is not trusted yet puts it in the after-review stream: it keeps
 * `active` with the reason `new` (a new ad) or `edited`, which the console lists and a moderator clears or takes
 * down. Any status but `active` (pending, unpaid, hidden…) is kept: the ad is not being published now. A rejected
 * ad that its author edits is published again the same way.
 */
export async function screenAd<S extends PostStatus>(
  db: Db,
  ad: { status: S; userId: number | null; hits: RuleHit[]; edited: boolean },
): Promise<Screened<S | "active">> {
  const publishing = ad.status === "active" || ad.status === "review" || (ad.edited && ad.status === "rejected");
  if (!publishing) return { status: ad.status, reviewReason: null, ruleHits: ad.hits };
  if (ad.hits.length > 0) return { status: "review", reviewReason: "rule", ruleHits: ad.hits };
  const settings = await moderationSettingsOf(db);
  const trusted = ad.userId !== null && (await isTrusted(db, ad.userId, settings.trustedApprovedAds));
  return { status: "active", reviewReason: trusted ? null : ad.edited ? "edited" : "new", ruleHits: [] };
}
