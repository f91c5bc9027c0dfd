import type { z } from "zod";
import type { bannerStatsResponseSchema } from "../../../shared/contract/money";
import {
  PLACEMENT_LIMITS,
  type Banner,
  type WidgetsQuery,
  type WidgetsResponse,
} from "../../../shared/contract/widgets";
import { META_OF_SECTION } from "../../../shared/routes";
import type { Db } from "../../db/client";
import { buyerBanners, findBanners } from "./repo";

/** Post types whose banners never depend on a category: one sent for them anyway is ignored. */
const CATEGORYLESS_TYPES: ReadonlySet<string> = new Set(["local", "owners"]);

/**
 * A listing asks with its meta type ("property"), an ad page with its section ("properties"), and a campaign is
 * bought for a section: a banner aimed at either shows on both.
 */
export function postTypesOf(type: string | undefined): string[] {
  if (type === undefined) return [];
  const sections = Object.entries(META_OF_SECTION).filter(([, meta]) => meta === type);
  return [...new Set([type, ...sections.map(([section]) => section)])];
}

export async function widgets(db: Db, query: WidgetsQuery, now = new Date()): Promise<WidgetsResponse> {
  const placements = [...new Set(query.widget_type)];
  const category = query.type !== undefined && CATEGORYLESS_TYPES.has(query.type) ? undefined : query.category;
  const rows = await findBanners(
    db,
    placements,
    { postTypes: postTypesOf(query.type), city: query.city, location: query.location, category },
    now,
  );
  const data: WidgetsResponse["data"] = Object.fromEntries(placements.map((placement) => [placement, [] as Banner[]]));
  for (const row of rows) {
    const list = data[row.placement];
    if (list && list.length < PLACEMENT_LIMITS[row.placement]) {
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

/** GET /v1/money/banners: the buyer's campaigns and their impressions and clicks per day. */
export async function bannerStatsOf(db: Db, userId: number): Promise<z.infer<typeof bannerStatsResponseSchema>> {
  const rows = await buyerBanners(db, userId);
  return {
    data: rows.map((row) => ({
      banner_id: row.id,
      title: row.title,
      placement: row.placement,
      starts_at: row.startsAt?.toISOString() ?? null,
      ends_at: row.endsAt?.toISOString() ?? null,
      days: row.days.map(({ day, impressions, clicks }) => ({ day, impressions, clicks })),
    })),
  };
}
