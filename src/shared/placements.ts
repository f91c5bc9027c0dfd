// Banner placements without any schema library: the first page reads them (its banner slots and boot data), and
// the zod contract (contract/widgets.ts) builds on them.

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
export type WidgetType = (typeof WIDGET_TYPES)[number];

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
