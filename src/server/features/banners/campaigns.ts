import type { BannerOrder } from "../../../shared/contract/money";
import type { WidgetType } from "../../../shared/contract/widgets";
import type { Db } from "../../db/client";
import { banners } from "../../db/schema";

/**
 * A paid banner campaign goes live: the banner shows on its placement from its start to its end. (Minimal form
 * the payments side calls; the banners feature owns where and how it shows.)
 */
export async function activateBannerCampaign(
  db: Db,
  campaign: {
    paymentId: number;
    userId: number | null;
    order: BannerOrder;
    placement: WidgetType;
    startsAt: Date;
    endsAt: Date;
  },
): Promise<number> {
  const { order } = campaign;
  const [row] = await db
    .insert(banners)
    .values({
      placement: campaign.placement,
      postType: order.section ?? null,
      location: order.location ?? null,
      title: order.title,
      text: order.text,
      link: order.link,
      startsAt: campaign.startsAt,
      endsAt: campaign.endsAt,
      userId: campaign.userId,
      paymentId: campaign.paymentId,
    })
    .returning({ id: banners.id });
  if (!row) throw new Error("the banner was not stored");
  return row.id;
}
