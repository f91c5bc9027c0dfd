import fs from "node:fs/promises";
import path from "node:path";
import { isDocumentPage } from "../../../shared/info-documents";
import type { Locale } from "../../../shared/locales";
import type { Db } from "../../db/client";
import { infoPages } from "../../db/schema";
import { PROJECT_ROOT } from "../../paths";
import { newestVersions } from "../../db/info-pages-repo";
import { blocksOf, DocumentError, localeOfFile, parseDocumentFile, type DocumentSource } from "../../lib/info-markdown";

/** The documents kept with the code: `content/pages/<page>/<locale>.md`. */
export const CONTENT_DIR = path.join(PROJECT_ROOT, "src", "content", "pages");

interface RepoDocument extends DocumentSource {
  page: string;
  locale: Locale;
}

/** Every document of the folder, each checked against the block contract: the first bad one is thrown, named. */
export async function readDocuments(dir: string, teamEmail: string): Promise<RepoDocument[]> {
  const found: RepoDocument[] = [];
  const pages = await fs.readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  });
  for (const entry of pages) {
    if (!entry.isDirectory()) continue;
    const where = path.join(path.basename(dir), entry.name);
    if (!isDocumentPage(entry.name)) throw new DocumentError(where, "not a page of the route table's documents");
    for (const file of await fs.readdir(path.join(dir, entry.name))) {
      const locale = localeOfFile(file);
      if (!locale) continue;
      const fileWhere = path.join(where, file);
      const source = parseDocumentFile(await fs.readFile(path.join(dir, entry.name, file), "utf8"), fileWhere);
      blocksOf(source.body, { teamEmail, strict: true, where: fileWhere });
      found.push({ page: entry.name, locale, ...source });
    }
  }
  return found;
}

/**
 * Puts the repository's documents into `info_pages` at start: a version is added when it is newer than the
 * newest the database holds for its page and language (the team's console adds later ones, which a restart
 * must not undo). Safe to run twice and from several processes at once: a version already there is skipped.
 */
export async function loadInfoPages(
  db: Db,
  options: { dir?: string; teamEmail: string },
): Promise<{ documents: number; inserted: number }> {
  const documents = await readDocuments(options.dir ?? CONTENT_DIR, options.teamEmail);
  if (documents.length === 0) return { documents: 0, inserted: 0 };
  const newest = await newestVersions(db);
  const held = new Map(newest.map((row) => [`${row.page} ${row.locale}`, row.version]));
  const fresh = documents.filter((doc) => doc.version > (held.get(`${doc.page} ${doc.locale}`) ?? 0));
  if (fresh.length === 0) return { documents: documents.length, inserted: 0 };
  const inserted = await db
    .insert(infoPages)
    .values(
      fresh.map((doc) => ({
        page: doc.page,
        locale: doc.locale,
        version: doc.version,
        effectiveOn: doc.effectiveOn,
        title: doc.title,
        description: doc.description,
        body: doc.body,
      })),
    )
    .onConflictDoNothing()
    .returning({ page: infoPages.page });
  return { documents: documents.length, inserted: inserted.length };
}
