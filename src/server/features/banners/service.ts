import type { Banner, WidgetsQuery, WidgetsResponse } from "../../../shared/contract/widgets";
import type { Db } from "../../db/client";
import { findBanners } from "./repo";

/** At most this many banners per placement (a slider's length). */
export const BANNERS_PER_PLACEMENT = 5;

/** Post types whose banners never depend on a category: one sent for them anyway is ignored. */
const CATEGORYLESS_TYPES: ReadonlySet<string> = new Set(["local", "owners"]);

export async function widgets(db: Db, query: WidgetsQuery, now = new Date()): Promise<WidgetsResponse> {
  const placements = [...new Set(query.widget_type)];
  const category = query.type !== undefined && CATEGORYLESS_TYPES.has(query.type) ? undefined : query.category;
  const rows = await findBanners(
    db,
    placements,
    { postType: query.type, city: query.city, location: query.location, category },
    now,
  );
  const data: WidgetsResponse["data"] = Object.fromEntries(placements.map((placement) => [placement, [] as Banner[]]));
  for (const row of rows) {
    const list = data[row.placement];
    if (list && list.length < BANNERS_PER_PLACEMENT) {
      list.push({
        id: row.id,
        placement: row.placement,
        title: row.title,
        text: row.text,
        image_url: row.imageUrl,
        link: row.link,
      });
    }
  }
  return { data };
}
