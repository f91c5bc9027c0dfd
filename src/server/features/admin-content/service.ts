import type { z } from "zod";
import type {
  adminBannerSchema,
  adminCategorySchema,
  adminPageVersionSchema,
  categoryInputSchema,
  moderationSettingsSchema,
  newCategoryInputSchema,
  pageInputSchema,
} from "../../../shared/contract/admin";
import type { Block } from "../../../shared/contract/info-pages";
import type { DocumentPage } from "../../../shared/info-documents";
import type { Locale } from "../../../shared/locales";
import type { Db } from "../../db/client";
import { recordAction } from "../../db/audit";
import { blocksOf, documentOf } from "../../lib/info-markdown";
import { newestVersion } from "../../db/info-pages-repo";
import { forgetBannedWords } from "../../lib/moderation/words";
import { adsChanged } from "../../lib/ad-events";
import { referenceChanged } from "../../lib/reference-changes";
import {
  deleteBannedWord,
  endBanner,
  findCategory,
  insertBannedWord,
  insertCategory,
  insertPageVersion,
  listBanners,
  nameOf,
  readSettings,
  sectionIdOf,
  updateCategory,
  writeSettings,
} from "./repo";

type Settings = z.infer<typeof moderationSettingsSchema>;
type AdminCategory = z.infer<typeof adminCategorySchema>;
type AdminBanner = z.infer<typeof adminBannerSchema>;
type PageVersion = z.infer<typeof adminPageVersionSchema>;

/** The numbers as the migration sets them: what a database without the row runs by. */
const DEFAULT_SETTINGS: Settings = {
  report_hide_threshold: 3,
  trusted_approved_ads: 3,
  ads_per_day: 10,
  messages_per_hour: 60,
};

export async function settingsOf(db: Db): Promise<Settings> {
  const row = await readSettings(db);
  if (!row) return DEFAULT_SETTINGS;
  return {
    report_hide_threshold: row.reportHideThreshold,
    trusted_approved_ads: row.trustedApprovedAds,
    ads_per_day: row.adsPerDay,
    messages_per_hour: row.messagesPerHour,
  };
}

/** New numbers in force at once; the audit keeps the ones before and after. */
export async function changeSettings(db: Db, actorId: number, next: Settings, now = new Date()): Promise<Settings> {
  return db.transaction(async (tx) => {
    const before = await settingsOf(tx);
    await writeSettings(
      tx,
      {
        reportHideThreshold: next.report_hide_threshold,
        trustedApprovedAds: next.trusted_approved_ads,
        adsPerDay: next.ads_per_day,
        messagesPerHour: next.messages_per_hour,
      },
      actorId,
      now,
    );
    await recordAction(tx, {
      actorId,
      action: "settings.update",
      targetKind: "settings",
      targetId: 1,
      details: { before, after: next },
    });
    return next;
  });
}

/**
 * A banned word as the list keeps it: Unicode-composed, lower case, single spaces. The rules fold look-alike letters
 * and word forms of both the ad and the word when they compare, so the team types a word as people write it.
 */
function bannedWordKey(word: string): string {
  return word.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
}

export async function addBannedWord(db: Db, actorId: number, typed: string) {
  const word = bannedWordKey(typed);
  const added = await db.transaction(async (tx) => {
    const row = await insertBannedWord(tx, word, actorId);
    if (!row) return null;
    await recordAction(tx, {
      actorId,
      action: "banned_word.create",
      targetKind: "banned_word",
      targetId: row.id,
      details: { word },
    });
    return { id: row.id, word: row.word, created_at: row.createdAt.toISOString() };
  });
  // The rules read the list from a short copy: the next ad is checked against the new one.
  if (added) forgetBannedWords();
  return added;
}

export async function removeBannedWord(db: Db, actorId: number, id: number): Promise<boolean> {
  const removed = await db.transaction(async (tx) => {
    const row = await deleteBannedWord(tx, id);
    if (!row) return false;
    await recordAction(tx, {
      actorId,
      action: "banned_word.delete",
      targetKind: "banned_word",
      targetId: id,
      details: { word: row.word },
    });
    return true;
  });
  if (removed) forgetBannedWords();
  return removed;
}

/** Every copy of categories (reference data, search names, listings, drawn pages) is read again, here and elsewhere. */
function categoriesChanged(): void {
  referenceChanged();
  adsChanged();
}

export async function renameCategory(
  db: Db,
  actorId: number,
  id: number,
  input: z.infer<typeof categoryInputSchema>,
): Promise<AdminCategory | null> {
  const saved = await db.transaction(async (tx) => {
    const before = await findCategory(tx, id);
    if (!before) return null;
    await updateCategory(tx, id, input);
    await recordAction(tx, {
      actorId,
      action: "category.update",
      targetKind: "category",
      targetId: id,
      details: { section: before.section, before: { name: before.name, sort: before.sort }, after: input },
    });
    return { ...before, ...input };
  });
  if (saved) categoriesChanged();
  return saved;
}

export type NewCategoryOutcome =
  { kind: "created"; category: AdminCategory } | { kind: "no-section" } | { kind: "taken" };

export async function createCategory(
  db: Db,
  actorId: number,
  input: z.infer<typeof newCategoryInputSchema>,
): Promise<NewCategoryOutcome> {
  const outcome = await db.transaction(async (tx): Promise<NewCategoryOutcome> => {
    const sectionId = await sectionIdOf(tx, input.section);
    if (sectionId === null) return { kind: "no-section" };
    const id = await insertCategory(tx, { sectionId, slug: input.slug, name: input.name, sort: input.sort });
    if (id === null) return { kind: "taken" };
    await recordAction(tx, {
      actorId,
      action: "category.create",
      targetKind: "category",
      targetId: id,
      details: { section: input.section, slug: input.slug, name: input.name, sort: input.sort },
    });
    return { kind: "created", category: { id, ...input, ads: 0 } };
  });
  if (outcome.kind === "created") categoriesChanged();
  return outcome;
}

/** A stored version as the editor reads it: the document's head as the site sends it, its Markdown, who saved it. */
export async function pageIn(db: Db, page: DocumentPage, locale: Locale): Promise<PageVersion | null> {
  const row = await newestVersion(db, page, locale);
  if (!row) return null;
  const document = documentOf(row, []);
  return {
    page: document.page,
    locale: document.locale,
    version: document.version,
    effective_on: document.effective_on,
    title: document.title,
    description: document.description,
    body: row.body,
    updated_by: await nameOf(db, row.updatedBy),
  };
}

/**
 * A new version of a page in one language, in force from today (UTC): the site serves the newest version, so
 * visitors read it at once (drawn pages are dropped); earlier versions stay, as the history. Null when another
 * save took the same version number at the same moment.
 */
export async function savePage(
  db: Db,
  actorId: number,
  where: { page: DocumentPage; locale: Locale },
  input: z.infer<typeof pageInputSchema>,
  now = new Date(),
): Promise<PageVersion | null> {
  const saved = await db.transaction(async (tx) => {
    const version = await insertPageVersion(tx, {
      ...where,
      effectiveOn: now.toISOString().slice(0, 10),
      title: input.title,
      description: input.description,
      body: input.body,
      updatedBy: actorId,
    });
    if (version === null) return null;
    await recordAction(tx, {
      actorId,
      action: "page.update",
      targetKind: "page",
      targetId: `${where.page}/${where.locale}`,
      reason: input.reason,
      details: { version },
    });
    return pageIn(tx, where.page, where.locale);
  });
  if (saved) adsChanged();
  return saved;
}

/** The blocks a page's Markdown becomes when served (leniently: what they cannot hold is left out). */
export function previewBlocks(body: string, teamEmail: string): Block[] {
  return blocksOf(body, { teamEmail, strict: false, where: "preview" });
}

function bannerOf(row: Awaited<ReturnType<typeof listBanners>>[number]): AdminBanner {
  return {
    id: row.id,
    placement: row.placement,
    title: row.title,
    link: row.link,
    image: row.imageUrl,
    starts_on: row.startsAt?.toISOString() ?? null,
    ends_on: row.endsAt?.toISOString() ?? null,
    active: row.active,
    owner: row.ownerId === null ? null : { id: row.ownerId, name: row.ownerName },
    impressions: row.impressions,
    clicks: row.clicks,
  };
}

export async function bannersNow(db: Db, now = new Date()): Promise<AdminBanner[]> {
  return (await listBanners(db, now)).map(bannerOf);
}

export type StopBannerOutcome = { kind: "stopped"; banner: AdminBanner } | { kind: "not-found" } | { kind: "ended" };

/** Ends a banner now (a running one leaves every page at once), with the moderator's reason in the audit log. */
export async function stopBanner(db: Db, actorId: number, id: number, reason: string, now = new Date()) {
  const outcome = await db.transaction(async (tx): Promise<StopBannerOutcome> => {
    const [before] = await listBanners(tx, now, id);
    if (!before) return { kind: "not-found" };
    if (!(await endBanner(tx, id, now))) return { kind: "ended" };
    await recordAction(tx, {
      actorId,
      action: "banner.stop",
      targetKind: "banner",
      targetId: id,
      reason,
      details: { was_active: before.active, ends_before: before.endsAt?.toISOString() ?? null },
    });
    const [after] = await listBanners(tx, now, id);
    return { kind: "stopped", banner: bannerOf(after ?? before) };
  });
  if (outcome.kind === "stopped") adsChanged();
  return outcome;
}
