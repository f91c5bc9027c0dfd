import { and, asc, desc, eq, gt, inArray, isNull, lte, or, type Column, type SQL } from "drizzle-orm";
import type { WidgetType } from "../../../shared/contract/widgets";
import type { Db } from "../../db/client";
import { banners } from "../../db/schema";

export interface BannerTarget {
  postType: string | undefined;
  city: string | undefined;
  location: string | undefined;
  category: string | undefined;
}

/** A banner aimed at a value shows only where it is sent; one aimed at nothing shows everywhere. */
const matches = (column: Column, value: string | undefined): SQL =>
  value === undefined ? isNull(column) : (or(isNull(column), eq(column, value)) ?? isNull(column));

/** Running banners of the placements that fit the target, heaviest first. */
export function findBanners(db: Db, placements: readonly WidgetType[], target: BannerTarget, now: Date) {
  return db
    .select({
      id: banners.id,
      placement: banners.placement,
      title: banners.title,
      text: banners.text,
      imageUrl: banners.imageUrl,
      link: banners.link,
    })
    .from(banners)
    .where(
      and(
        inArray(banners.placement, [...placements]),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
        matches(banners.postType, target.postType),
        matches(banners.city, target.city),
        matches(banners.location, target.location),
        matches(banners.category, target.category),
      ),
    )
    .orderBy(desc(banners.weight), asc(banners.id));
}
