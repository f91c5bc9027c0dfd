import type { Feedback, FeedbackSummary } from "../../../shared/contract/feedbacks";
import type { Db } from "../../db/client";
import { organizationLd, type JsonLd } from "../../html/json-ld";
import { approvedPage, approvedSummary } from "./repo";
import { publicFeedback } from "./service";

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

/** The site as an Organization with its AggregateRating and its newest reviews (schema.org). */
export function reviewsLd(origin: string, description: string, facts: ReviewFacts): JsonLd {
  return {
    ...organizationLd(origin, description),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: facts.summary.average,
      reviewCount: facts.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: facts.latest.map((item) => ({
      "@type": "Review",
      author: { "@type": "Person", name: item.author_name || "Obyava" },
      datePublished: item.created_at.slice(0, 10),
      reviewBody: item.text,
      reviewRating: { "@type": "Rating", ratingValue: item.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
