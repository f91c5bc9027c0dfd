import { z } from "zod";

/** A review of the service waits for a moderator, then is shown or refused. */
export const FEEDBACK_STATUSES = ["pending", "approved", "rejected"] as const;
export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;
