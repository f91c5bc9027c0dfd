import { z } from "zod";
import { SECTION_SLUGS } from "./slugs";

export { SECTION_SLUGS, type SectionSlug } from "./slugs";

export const sectionSlugSchema = z.enum(SECTION_SLUGS);

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
