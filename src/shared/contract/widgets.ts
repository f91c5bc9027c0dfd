import { z } from "zod";
import { SLUG } from "./common";

/** Banner placements: each counts the banners it shows. */
export const WIDGET_TYPES = [
  "listing",
  "sidebar",
  "slider",
  "inside",
  "single-bottom",
  "single-left",
  "single-sidebar",
] as const;
export const widgetTypeSchema = z.enum(WIDGET_TYPES);
export type WidgetType = z.infer<typeof widgetTypeSchema>;

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
