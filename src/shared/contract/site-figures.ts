import { z } from "zod";

/** What /about shows of the site as it is now, counted in the database. */
const siteFiguresSchema = z.object({
  /** Ads published and not ended. */
  active_ads: z.number().int().nonnegative(),
  /** Cities where at least one of those ads is placed. */
  cities: z.number().int().nonnegative(),
  /** Sections of the site (jobs, housing, cars…). */
  sections: z.number().int().nonnegative(),
  /** Languages the whole site speaks. */
  languages: z.number().int().positive(),
});
export type SiteFigures = z.infer<typeof siteFiguresSchema>;

export const siteFiguresResponseSchema = z.object({ data: siteFiguresSchema });
export type SiteFiguresResponse = z.infer<typeof siteFiguresResponseSchema>;
