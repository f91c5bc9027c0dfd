import type { Db } from "./client";
import { auditLog } from "./schema";

/** One action of the team as the audit log keeps it: who did what to which object, and why. */
export interface AuditEntry {
  /** The moderator or admin; null for what the rules did by themselves (the threshold hiding an ad). */
  actorId: number | null;
  /** A dotted name of the action: `post.reject`, `ban.create`, `category.update`, `report.hide`, … */
  action: string;
  targetKind: string;
  targetId: string | number;
  reason?: string | null;
  /** What changed (before/after values, the preset chosen); never a phone number or a message's words. */
  details?: Record<string, unknown>;
}

/** Writes the entry; called in the action's own transaction, so an action is never kept without its entry. */
export async function recordAction(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insert(auditLog)
    .values({
      actorId: entry.actorId,
      action: entry.action,
      targetKind: entry.targetKind,
      targetId: String(entry.targetId),
      reason: entry.reason ?? null,
      details: entry.details ?? {},
    });
}
