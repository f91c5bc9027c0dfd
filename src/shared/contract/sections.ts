import { z } from "zod";

/** Every section of the marketplace (spec section 2). The order is the menu's. */
export const SECTION_SLUGS = [
  "job",
  "workers",
  "cdl",
  "no-cdl",
  "drivers-cv",
  "drivers-corner",
  "business",
  "properties",
  "rent-sale",
  "afisha",
  "dating",
  "blog",
  "news",
  "feed",
] as const;
export const sectionSlugSchema = z.enum(SECTION_SLUGS);
export type SectionSlug = z.infer<typeof sectionSlugSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
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
