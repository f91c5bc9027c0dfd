import { z } from "zod";
import { SECTION_SLUGS } from "./slugs";
import { SLUG } from "./common";

export { SECTION_SLUGS, type SectionSlug } from "./slugs";

export const sectionSlugSchema = z.enum(SECTION_SLUGS);

export const categorySchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const sectionSchema = z.object({
  id: z.number().int(),
  slug: sectionSlugSchema,
  name: z.string(),
  categories: z.array(categorySchema),
});
export type Section = z.infer<typeof sectionSchema>;

export const sectionsResponseSchema = z.object({ data: z.array(sectionSchema) });
export type SectionsResponse = z.infer<typeof sectionsResponseSchema>;

/** GET /v1/sections/{section}/categories: a section's categories with their active ads, in a location or everywhere. */
export const categoryCountsQuerySchema = z.object({ location: z.string().max(100).regex(SLUG).optional() });
export const categoryCountSchema = categorySchema.extend({ count: z.number().int().nonnegative() });
export type CategoryCount = z.infer<typeof categoryCountSchema>;
export const categoryCountsResponseSchema = z.object({ data: z.array(categoryCountSchema) });
export type CategoryCountsResponse = z.infer<typeof categoryCountsResponseSchema>;
