import { z } from "zod";
import { v } from "../validation/messages";
import { paginationMetaSchema } from "./common";

/** A review of the service waits for a moderator, then is shown or refused. */
export const FEEDBACK_STATUSES = ["pending", "approved", "rejected"] as const;
export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

export const FEEDBACK_TEXT_MIN = 20;
export const FEEDBACK_TEXT_MAX = 1000;
export const FEEDBACKS_PER_PAGE = 10;
/** Stars: 1 (bad) to 5 (excellent). */
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;

/** POST /v1/feedbacks: the signed-in user's review. */
export const feedbackInputSchema = z
  .object({
    rating: z
      .number({ error: v("choose") })
      .int(v("choose"))
      .min(1, v("choose"))
      .max(5, v("choose")),
    text: z
      .string({ error: v("required") })
      .trim()
      .min(FEEDBACK_TEXT_MIN, v("contentMin"))
      .max(FEEDBACK_TEXT_MAX, v("max1000")),
  })
  .strict();
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

/** One review as the page shows it. */
export const feedbackSchema = z.object({
  id: z.number().int(),
  author_name: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  created_at: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** GET /v1/feedbacks?page=: approved reviews, newest first, with the average of all approved ones. */
export const feedbacksQuerySchema = z.object({
  page: z.coerce
    .number({ error: v("number") })
    .int(v("number"))
    .min(1, v("range"))
    .max(10_000, v("range"))
    .default(1),
});
export const feedbackSummarySchema = z.object({
  /** Rounded to one decimal; null when nothing is approved yet. */
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;
export const feedbacksResponseSchema = z.object({
  data: z.array(feedbackSchema),
  meta: paginationMetaSchema,
  summary: feedbackSummarySchema,
});
export type FeedbacksResponse = z.infer<typeof feedbacksResponseSchema>;

/** The author's own latest review and its state (GET /v1/feedbacks/mine, and the answer of POST). */
export const ownFeedbackSchema = feedbackSchema.extend({ status: feedbackStatusSchema });
export type OwnFeedback = z.infer<typeof ownFeedbackSchema>;
export const ownFeedbackResponseSchema = z.object({ data: ownFeedbackSchema.nullable() });

/** GET /v1/moderation/feedbacks?status=: what moderators review, oldest first. */
export const moderationFeedbacksQuerySchema = z.object({
  status: feedbackStatusSchema.default("pending"),
  page: feedbacksQuerySchema.shape.page,
});
export const moderationFeedbackSchema = ownFeedbackSchema.extend({ user_id: z.number().int().nullable() });
export const moderationFeedbacksResponseSchema = z.object({
  data: z.array(moderationFeedbackSchema),
  meta: paginationMetaSchema,
});
export const moderationFeedbackResponseSchema = z.object({ data: moderationFeedbackSchema });
