import type { ReviewFacts } from "../db/review-facts";
import { organizationLd, type JsonLd } from "./json-ld";

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
