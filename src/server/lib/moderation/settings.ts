import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { moderationSettings } from "../../db/schema";

export type ModerationSettings = Pick<
  typeof moderationSettings.$inferSelect,
  "reportHideThreshold" | "trustedApprovedAds" | "adsPerDay" | "messagesPerHour"
>;

/** The row's defaults, for a database where the row was removed by hand (the migration writes it). */
const DEFAULTS: ModerationSettings = {
  reportHideThreshold: 3,
  trustedApprovedAds: 3,
  adsPerDay: 10,
  messagesPerHour: 60,
};

/**
 * The numbers moderation runs by, read at each use: one small row, and the team's change in the console takes
 * effect with the next ad or message.
 */
export async function moderationSettingsOf(db: Db): Promise<ModerationSettings> {
  const [row] = await db
    .select({
      reportHideThreshold: moderationSettings.reportHideThreshold,
      trustedApprovedAds: moderationSettings.trustedApprovedAds,
      adsPerDay: moderationSettings.adsPerDay,
      messagesPerHour: moderationSettings.messagesPerHour,
    })
    .from(moderationSettings)
    .where(eq(moderationSettings.id, 1));
  return row ?? DEFAULTS;
}

/** A start-time setting (test and development servers only) written into the row before the first request. */
export async function applyStartSettings(db: Db, settings: { trustedApprovedAds?: number | undefined }): Promise<void> {
  if (settings.trustedApprovedAds === undefined) return;
  await db
    .insert(moderationSettings)
    .values({ id: 1, trustedApprovedAds: settings.trustedApprovedAds })
    .onConflictDoUpdate({
      target: moderationSettings.id,
      set: { trustedApprovedAds: settings.trustedApprovedAds, updatedAt: new Date() },
    });
}
