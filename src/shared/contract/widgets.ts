import { z } from "zod";
import { MAX_BANNERS_PER_PAGE, WIDGET_TYPES } from "../placements";
import { SLUG } from "./common";

export { MAX_BANNERS_PER_PAGE, PAGE_PLACEMENTS, pageOfPlacement, PLACEMENT_LIMITS, WIDGET_TYPES } from "../placements";
export type { WidgetType } from "../placements";
export const widgetTypeSchema = z.enum(WIDGET_TYPES);

/** POST /v1/widgets/impressions: the banners a page view actually showed (each once). */
export const bannerImpressionsBodySchema = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(MAX_BANNERS_PER_PAGE),
});

const slug = z.string().regex(SLUG).max(100);

/**
 * GET /v1/widgets?type=&widget_type[]=&city=&location=&category=. `type` is
 * the page's post type; the client sends category only when the type is neither local nor owners,
 * and city only for city-level pages; the server applies the same rule to what it receives.
 */
export const widgetsQuerySchema = z.object({
  type: slug.optional(),
  widget_type: z.array(widgetTypeSchema).min(1).max(WIDGET_TYPES.length),
  city: slug.optional(),
  location: slug.optional(),
  category: slug.optional(),
});
export type WidgetsQuery = z.infer<typeof widgetsQuerySchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  placement: widgetTypeSchema,
  title: z.string(),
  text: z.string(),
  image_url: z.string().nullable(),
  link: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** Every requested placement is a key, with an empty array when it has no banners. */
export const widgetsResponseSchema = z.object({ data: z.partialRecord(widgetTypeSchema, z.array(bannerSchema)) });
export type WidgetsResponse = z.infer<typeof widgetsResponseSchema>;
