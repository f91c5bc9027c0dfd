import { z } from "zod";
import { postCardSchema } from "./posts";
import { sectionSlugSchema } from "./sections";

/** One section of a city landing: how many active ads the city has there and the freshest of them. */
export const landingSectionSchema = z.object({
  section: sectionSlugSchema,
  count: z.number().int().nonnegative(),
  posts: z.array(postCardSchema),
});
export type LandingSection = z.infer<typeof landingSectionSchema>;

/**
 * A landing's ads as GET /v1/landings/{page} answers them: for a city landing its city (the name in the caller's
 * language), its count of active ads and its sections; for a promo or app landing the ads that fit its offer.
 */
export const landingSchema = z.object({
  page: z.string(),
  city: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** Active ads the landing stands for: the city's, or those fitting the offer. */
  total: z.number().int().nonnegative(),
  sections: z.array(landingSectionSchema),
  posts: z.array(postCardSchema),
});
export type Landing = z.infer<typeof landingSchema>;

export const landingResponseSchema = z.object({ data: landingSchema });
export type LandingResponse = z.infer<typeof landingResponseSchema>;
