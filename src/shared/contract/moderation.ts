import { z } from "zod";

/**
 * The words of moderation shared by the reports, the rules that run by themselves and the team's console.
 * Request and answer shapes live beside them: reports.ts (users' side) and admin.ts (the console).
 */

/** What a user may report: an ad, a user's profile, a chat message. */
export const REPORT_TARGETS = ["post", "user", "message"] as const;
export const reportTargetSchema = z.enum(REPORT_TARGETS);
export type ReportTarget = z.infer<typeof reportTargetSchema>;

/** Why a user reports (the dialog's choices, in this order). */
export const REPORT_REASONS = ["spam", "fraud", "prohibited", "wrong_section", "sold", "offensive"] as const;
export const reportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof reportReasonSchema>;

/** open: waits for the team; upheld: a moderator acted on it (the ad rejected, the user banned); dismissed. */
export const REPORT_STATUSES = ["open", "upheld", "dismissed"] as const;

/** Why an ad waits in the review queue (posts.review_reason). */
export const REVIEW_REASONS = ["new", "edited", "reported", "rule"] as const;
export const reviewReasonSchema = z.enum(REVIEW_REASONS);
export type ReviewReason = z.infer<typeof reviewReasonSchema>;

/** The rules that hold an ad (or refuse a message) by themselves; each hit names its rule. */
const MODERATION_RULES = [
  "banned_word",
  "contacts",
  "links",
  "duplicate_text",
  "duplicate_photo",
  "rate",
  "risk",
] as const;
export const moderationRuleSchema = z.enum(MODERATION_RULES);
export type ModerationRule = z.infer<typeof moderationRuleSchema>;

/** One rule that fired: which, and what it found (a word, the other ad's id, …) for the moderator. */
export const ruleHitSchema = z.object({ rule: moderationRuleSchema, detail: z.string().max(200) });
export type RuleHit = z.infer<typeof ruleHitSchema>;

/** What a ban holds: a user (by id), a phone (E.164) or an address range (CIDR, IPv4 or IPv6). */
export const BAN_KINDS = ["user", "phone", "ip"] as const;
export const banKindSchema = z.enum(BAN_KINDS);
export type BanKind = z.infer<typeof banKindSchema>;
