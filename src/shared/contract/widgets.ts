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

/**
 * How many banners a placement shows at most: a strip above a listing, one card among the ads, one below an ad or
 * beside it on the left, a short column in a sidebar, a slider's turns.
 */
export const PLACEMENT_LIMITS: Readonly<Record<WidgetType, number>> = {
  listing: 1,
  sidebar: 2,
  slider: 5,
  inside: 1,
  "single-bottom": 1,
  "single-left": 1,
  "single-sidebar": 2,
};

/** The placements of one kind of page, asked for in one call (every slot of the page reads its own key). */
export const PAGE_PLACEMENTS = {
  listing: ["listing", "inside", "sidebar"],
  post: ["single-bottom", "single-left", "single-sidebar"],
  home: ["slider"],
} as const satisfies Record<string, readonly WidgetType[]>;

/** The page whose call brings a placement's banners. */
export function pageOfPlacement(placement: WidgetType): keyof typeof PAGE_PLACEMENTS {
  if (placement === "slider") return "home";
  return placement.startsWith("single-") ? "post" : "listing";
}

/** Most banners one page can show: what one impressions beacon may carry. */
export const MAX_BANNERS_PER_PAGE = Math.max(
  ...Object.values(PAGE_PLACEMENTS).map((list) =>
    list.reduce((sum, placement) => sum + PLACEMENT_LIMITS[placement], 0),
  ),
);

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
