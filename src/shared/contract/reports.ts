import { z } from "zod";
import { v } from "../validation/messages";
import { dbIdSchema } from "./common";
import { reportReasonSchema, reportTargetSchema } from "./moderation";

export const REPORT_NOTE_MAX = 500;

/** POST /v1/reports: a signed-in user's report of an ad, a user or a chat message (one per object). */
export const reportInputSchema = z.strictObject({
  target: reportTargetSchema,
  target_id: dbIdSchema,
  reason: reportReasonSchema,
  note: z
    .string({ error: v("invalidType") })
    .max(REPORT_NOTE_MAX, { message: v("max500"), abort: true })
    .trim()
    .optional(),
});
export type ReportInput = z.input<typeof reportInputSchema>;

/** The answer: received (201), or the reporter's earlier report of the same object (200). */
export const reportResponseSchema = z.object({
  data: z.object({ id: z.number().int(), received_at: z.string(), repeated: z.boolean() }),
});

/** POST /v1/chat/blocks {user_id} and DELETE /v1/chat/blocks/{userId}: whom the caller has blocked. */
export const chatBlockInputSchema = z.strictObject({ user_id: dbIdSchema });
export const chatBlocksResponseSchema = z.object({
  data: z.array(z.object({ user_id: z.number().int(), name: z.string().nullable(), blocked_at: z.string() })),
});
