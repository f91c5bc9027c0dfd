import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type Column, type SQL } from "drizzle-orm";
import type { WidgetType } from "../../../shared/contract/widgets";
import type { Db } from "../../db/client";
import { banners, bannerStats, locations } from "../../db/schema";

export interface BannerTarget {
  /** The page's post type and the sections that share it (a listing says its meta type, an ad page its section). */
  postTypes: readonly string[];
  city: string | undefined;
  location: string | undefined;
  category: string | undefined;
}

/** A banner aimed at a value shows only where it is sent; one aimed at nothing shows everywhere. */
const matches = (column: Column, value: string | undefined): SQL =>
  value === undefined ? isNull(column) : (or(isNull(column), eq(column, value)) ?? isNull(column));

const matchesAny = (column: Column, values: readonly string[]): SQL =>
  values.length === 0 ? isNull(column) : (or(isNull(column), inArray(column, [...values])) ?? isNull(column));

/** A banner aimed at a state shows on its cities' pages too: the page's place or the state it lies in. */
function matchesPlace(location: string | undefined): SQL {
  if (location === undefined) return isNull(banners.location);
  const state = sql`(select parent.slug from ${locations} as child
    join ${locations} as parent on parent.id = child.parent_id where child.slug = ${location})`;
  return (
    or(isNull(banners.location), eq(banners.location, location), eq(banners.location, state)) ??
    isNull(banners.location)
  );
}

/** Banners between their dates (a campaign ends on its date like a promotion). */
const running = (now: Date): SQL =>
  and(or(isNull(banners.startsAt), lte(banners.startsAt, now)), or(isNull(banners.endsAt), gt(banners.endsAt, now))) ??
  sql`true`;

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
        running(now),
        matchesAny(banners.postType, target.postTypes),
        matches(banners.city, target.city),
        matchesPlace(target.location),
        matches(banners.category, target.category),
      ),
    )
    .orderBy(desc(banners.weight), asc(banners.id));
}

/** A banner's stored link, and whether it runs now (only a running banner's clicks count). */
export async function bannerLink(db: Db, id: number, now: Date): Promise<{ link: string; running: boolean } | null> {
  const [row] = await db
    .select({ link: banners.link, running: sql<boolean>`coalesce(${running(now)}, false)` })
    .from(banners)
    .where(eq(banners.id, id));
  return row ?? null;
}

/** Adds to the day's figures of the running banners among `ids` (one row per banner and UTC day). */
export async function countBannerEvents(
  db: Db,
  ids: readonly number[],
  event: "impressions" | "clicks",
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  const day = now.toISOString().slice(0, 10);
  const impressions = event === "impressions" ? 1 : 0;
  const clicks = event === "clicks" ? 1 : 0;
  // Day rows in id order: two pages counting the same banners at once wait for each other, never deadlock.
  await db.execute(sql`
    insert into ${bannerStats} (banner_id, day, impressions, clicks)
    select ${banners.id}, ${day}::date, ${impressions}, ${clicks} from ${banners}
    where ${and(inArray(banners.id, [...ids]), running(now))}
    order by ${banners.id}
    on conflict (banner_id, day) do update set
      impressions = ${bannerStats}.impressions + excluded.impressions,
      clicks = ${bannerStats}.clicks + excluded.clicks`);
}

/** One buyer's banners, newest first, with their figures per day. */
export async function buyerBanners(db: Db, userId: number) {
  const rows = await db
    .select({
      id: banners.id,
      title: banners.title,
      placement: banners.placement,
      startsAt: banners.startsAt,
      endsAt: banners.endsAt,
    })
    .from(banners)
    .where(eq(banners.userId, userId))
    .orderBy(desc(banners.id))
    .limit(200);
  const days =
    rows.length === 0
      ? []
      : await db
          .select({
            bannerId: bannerStats.bannerId,
            day: bannerStats.day,
            impressions: bannerStats.impressions,
            clicks: bannerStats.clicks,
          })
          .from(bannerStats)
          .where(
            inArray(
              bannerStats.bannerId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(bannerStats.day));
  return rows.map((row) => ({ ...row, days: days.filter((day) => day.bannerId === row.id) }));
}
