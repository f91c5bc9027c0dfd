import { LRUCache } from "lru-cache";
import type { InfoDocument } from "../../shared/contract/info-pages";
import type { SiteFigures } from "../../shared/contract/site-figures";
import type { DocumentPage } from "../../shared/info-documents";
import { LOCALES, type Locale } from "../../shared/locales";
import type { Db } from "./client";
import { shortCache } from "../lib/short-cache";
import { blocksOf, documentOf } from "../lib/info-markdown";
import { countSite, newestVersion } from "./info-pages-repo";

/**
 * A version never changes once stored (an edit is a new version), so its parsed blocks are kept by
 * (page, locale, version): 27 pages × 4 languages fit, with room for a few newer versions.
 */
const parsed = new LRUCache<string, InfoDocument>({ max: 256 });

/** The page's document in force in one language, or null when it has none yet. */
export async function documentIn(
  db: Db,
  page: DocumentPage,
  locale: Locale,
  teamEmail: string,
): Promise<InfoDocument | null> {
  const row = await newestVersion(db, page, locale);
  if (!row) return null;
  const key = `${row.page} ${row.locale} ${String(row.version)}`;
  const kept = parsed.get(key);
  if (kept) return kept;
  // A version the team saved is served leniently: what the blocks cannot hold is left out, never drawn raw.
  const blocks = blocksOf(row.body, { teamEmail, strict: false, where: key });
  const document = documentOf(row, blocks);
  parsed.set(key, document);
  return document;
}

/** Counted at most every five minutes: a figure on /about need not move with every ad. */
const figures = shortCache<"site", SiteFigures>({ ttlMs: 5 * 60_000, max: 1 });

export function siteFigures(db: Db, now = Date.now()): Promise<SiteFigures> {
  return figures.get(
    "site",
    async () => {
      const counted = await countSite(db);
      return {
        active_ads: counted.activeAds,
        cities: counted.cities,
        sections: counted.sections,
        languages: LOCALES.length,
      };
    },
    now,
  );
}
