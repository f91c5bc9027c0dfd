import type { Feedback, FeedbackSummary } from "../../shared/contract/feedbacks";
import type { Db } from "./client";
import { approvedPage, approvedSummary, publicFeedback } from "./feedbacks-repo";

/** How many of the newest reviews the structured data quotes (search engines need a few, not all). */
const QUOTED_REVIEWS = 3;

export interface ReviewFacts {
  summary: FeedbackSummary & { average: number };
  latest: Feedback[];
}

/** What /feedbacks' head says about the reviews; null while none is approved (no rating to claim). */
export async function reviewFacts(db: Db): Promise<ReviewFacts | null> {
  const [summary, rows] = await Promise.all([approvedSummary(db), approvedPage(db, QUOTED_REVIEWS, 0)]);
  if (summary.count === 0 || summary.average === null) return null;
  return {
    summary: { count: summary.count, average: Math.round(summary.average * 10) / 10 },
    latest: rows.map(publicFeedback),
  };
}
