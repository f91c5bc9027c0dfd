import { eq } from "drizzle-orm";
import type { BannerOrder } from "../../shared/contract/money";
import type { WidgetType } from "../../shared/contract/widgets";
import type { Db } from "./client";
import { banners, locations } from "./schema";
import { findUpload } from "./uploads-repo";
import { uploadUrl } from "../lib/upload-urls";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead a campaign may be booked. */
const MAX_DAYS_AHEAD = 365;
/** Paid campaigns come before the house's own banners of their placement. */
const CAMPAIGN_WEIGHT = 100;

export interface BannerCampaign {
  paymentId: number;
  /** The buyer (a banner is bought signed in; null only if the account was deleted meanwhile). */
  userId: number | null;
  order: BannerOrder;
  placement: WidgetType;
  startsAt: Date;
  endsAt: Date;
}

/** The first moment of a campaign's first day (UTC) and its end after its days. */
function campaignDays(order: Pick<BannerOrder, "starts_on" | "days">): { startsAt: Date; endsAt: Date } {
  const startsAt = new Date(`${order.starts_on}T00:00:00.000Z`);
  return { startsAt, endsAt: new Date(startsAt.getTime() + order.days * DAY_MS) };
}

export type BannerOrderProblem =
  | { field: "image_upload_id"; reason: "not-yours" }
  | { field: "location"; reason: "unknown" }
  | { field: "starts_on"; reason: "past" | "too-far" | "invalid" };

/**
 * What the server checks of an order before taking money for it (the schema checked its shape): a real first day, not
 * gone and within a year (a day's slack for the buyer's zone), a known state or city, and an image the buyer uploaded.
 */
export async function bannerOrderProblem(
  db: Db,
  userId: number,
  order: BannerOrder,
  now = new Date(),
): Promise<BannerOrderProblem | null> {
  const { startsAt } = campaignDays(order);
  if (Number.isNaN(startsAt.getTime()) || startsAt.toISOString().slice(0, 10) !== order.starts_on)
    return { field: "starts_on", reason: "invalid" };
  if (startsAt.getTime() < now.getTime() - 2 * DAY_MS) return { field: "starts_on", reason: "past" };
  if (startsAt.getTime() > now.getTime() + MAX_DAYS_AHEAD * DAY_MS) return { field: "starts_on", reason: "too-far" };
  if (order.location) {
    const [place] = await db.select({ id: locations.id }).from(locations).where(eq(locations.slug, order.location));
    if (!place) return { field: "location", reason: "unknown" };
  }
  if (order.image_upload_id != null) {
    const upload = await findUpload(db, order.image_upload_id);
    if (upload?.userId !== userId) return { field: "image_upload_id", reason: "not-yours" };
  }
  return null;
}

/**
 * Puts a paid banner campaign on its placement (called once its payment succeeded): a banner row between the
 * campaign's dates, aimed at its section and place, owned by its buyer. Once per payment: a repeated call answers
 * the banner made the first time. An image that is not the buyer's own upload is left out, never shown.
 */
export async function activateBannerCampaign(db: Db, campaign: BannerCampaign): Promise<number> {
  const [made] = await db
    .select({ id: banners.id })
    .from(banners)
    .where(eq(banners.paymentId, campaign.paymentId))
    .limit(1);
  if (made) return made.id;
  const { order } = campaign;
  const upload = order.image_upload_id == null ? null : await findUpload(db, order.image_upload_id);
  const ownImage = upload && upload.userId !== null && upload.userId === campaign.userId ? upload : null;
  const [row] = await db
    .insert(banners)
    .values({
      placement: campaign.placement,
      postType: order.section ?? null,
      location: order.location ?? null,
      title: order.title,
      text: order.text,
      imageUrl: ownImage ? uploadUrl(ownImage.storageKey) : null,
      link: order.link,
      startsAt: campaign.startsAt,
      endsAt: campaign.endsAt,
      weight: CAMPAIGN_WEIGHT,
      userId: campaign.userId,
      paymentId: campaign.paymentId,
    })
    .returning({ id: banners.id });
  if (!row) throw new Error("the banner campaign was not stored");
  return row.id;
}
