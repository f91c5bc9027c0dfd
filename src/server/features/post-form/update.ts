import type { PostWrite } from "../../../shared/contract/post-form";
import { attachUploads, holdEdit, replaceLinks } from "../../db/post-writes";
import type { PendingEdit } from "../../db/schema";
import { adRuleHits } from "../../lib/moderation/rules";
import { screenAd } from "../../lib/moderation/screen";
import { adsChanged } from "../../lib/ad-events";
import { freeSlug, slugTaken, updatePost, type PostHead } from "../../db/post-repo";
import { prepare, unique, type FieldProblem, type PostFormContext, type WriteAnswer } from "./service";

export type UpdateOutcome = { kind: "updated"; answer: WriteAnswer } | { kind: "invalid"; problem: FieldProblem };

/**
 * Replaces the ad with the form (its status and, unless it moves between cdl and no-cdl, its slug stay). Versions,
 * not take-downs: an edit no rule holds is live at once; an edit a rule holds on a live ad waits in
 * `pending_edit` while the approved version stays live (a moderator makes it live or drops it). An ad hidden by
 * reports stays hidden whatever its edit.
 */
export async function updateOwnPost(
  ctx: PostFormContext,
  post: PostHead,
  input: PostWrite,
  caller: { userId: number; ownerKey: string | null },
  sectionIds: ReadonlyMap<string, number>,
): Promise<UpdateOutcome> {
  const done = await ctx.db.transaction(async (tx) => {
    const prepared = await prepare(tx, input, caller, sectionIds, { postId: post.id, section: post.section });
    if (!prepared.ok) return prepared;
    const slug =
      prepared.sectionId === post.sectionId || !(await slugTaken(tx, prepared.sectionId, post.slug, post.id))
        ? post.slug
        : await freeSlug(tx, prepared.sectionId, input.title);
    const draft = { ...prepared.values, section: prepared.section, photoIds: prepared.photoIds };
    const checked = await adRuleHits(tx, draft, caller.userId, post.id);
    const screened = await screenAd(tx, {
      status: post.status,
      userId: caller.userId,
      hits: checked.hits,
      edited: true,
    });
    const values = { ...prepared.values, sectionId: prepared.sectionId, slug };
    const categoryIds = unique(input.categoryIds);
    const locationIds = unique(input.locationIds);
    const answer = { id: post.id, slug, section: prepared.section };
    if (screened.status === "review" && post.status === "active") {
      const edit: PendingEdit = {
        values,
        categoryIds,
        locationIds,
        photoIds: prepared.photoIds,
        ruleHits: screened.ruleHits,
        textHash: checked.textHash,
        at: new Date().toISOString(),
      };
      await holdEdit(tx, post.id, edit);
      const held = { held_by: screened.ruleHits.map((hit) => hit.rule), edit_held: true };
      return { ok: true as const, answer: { ...answer, status: post.status, ...held } };
    }
    const hiddenByReports = post.status === "review" && post.reviewReason === "reported";
    await updatePost(tx, post.id, {
      ...values,
      status: hiddenByReports ? "review" : screened.status,
      reviewReason: hiddenByReports ? "reported" : screened.reviewReason,
      ruleHits: screened.ruleHits,
      textHash: checked.textHash,
      pendingEdit: null,
    });
    await replaceLinks(tx, post.id, categoryIds, locationIds);
    await attachUploads(tx, post.id, prepared.photoIds);
    const status = hiddenByReports ? "review" : screened.status;
    const held = screened.status === "review" ? { held_by: screened.ruleHits.map((hit) => hit.rule) } : {};
    return { ok: true as const, answer: { ...answer, status, ...held } };
  });
  if (!done.ok) return { kind: "invalid", problem: done.problem };
  adsChanged();
  return { kind: "updated", answer: done.answer };
}
