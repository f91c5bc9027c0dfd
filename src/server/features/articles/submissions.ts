import type { MessageDescriptor } from "@lingui/core";
import { CONTENT_MIN_EXCLUSIVE } from "../../../shared/constants";
import type { ArticleSection, MyArticle, articleSubmissionSchema } from "../../../shared/contract/article-submissions";
import type { Locale } from "../../../shared/locales";
import { apiMessages } from "../../../shared/messages/api";
import { plainText } from "../../../shared/text/plain-text";
import { VALIDATION_MESSAGES } from "../../../shared/validation/messages";
import type { z } from "zod";
import type { Db } from "../../db/client";
import type { PostPhoto } from "../../db/schema";
import type { Budgets } from "../../lib/budgets";
import { attachUploads } from "../../db/post-writes";
import { categoryIdsOfSections, existingLocationIds, freeSlug, usableUploads } from "../../db/post-repo";
import { isUniqueViolation } from "../../db/pg-errors";
import { excerptOf, sanitizeContent } from "../../lib/post-text";
import { photoOf } from "../../lib/upload-urls";
import { findArticleByKey, insertArticle, type ArticleRow } from "./submission-repo";

type Input = z.output<typeof articleSubmissionSchema>;

export interface SubmissionCaller {
  userId: number;
  ownerKey: string | null;
  clientKey: string | null;
  locale: Locale;
  ip: string;
}

export type SubmitOutcome =
  | { kind: "created" | "repeat"; article: MyArticle }
  | { kind: "keyTaken" }
  | { kind: "invalid"; field: string; descriptor: MessageDescriptor }
  | { kind: "limited"; retryAfterMs: number };

/** A stored article as its author reads it. */
export function myArticleOf(row: ArticleRow): MyArticle {
  return {
    id: row.id,
    section: row.section as ArticleSection,
    slug: row.slug,
    title: row.title,
    status: row.status,
    review_note: row.reviewNote,
    created_at: row.createdAt.toISOString(),
  };
}

function repeatOf(row: ArticleRow, userId: number): SubmitOutcome {
  return row.userId === userId ? { kind: "repeat", article: myArticleOf(row) } : { kind: "keyTaken" };
}

type Prepared =
  | { ok: true; sectionId: number; content: string; photos: PostPhoto[] }
  | { ok: false; field: string; descriptor: MessageDescriptor };

/** What the schema cannot check: the section's category, the place, the caller's own uploads, the visible text. */
async function prepare(
  db: Db,
  input: Input,
  caller: SubmissionCaller,
  sectionIds: ReadonlyMap<string, number>,
): Promise<Prepared> {
  const fail = (field: string, descriptor: MessageDescriptor) => ({ ok: false as const, field, descriptor });
  const sectionId = sectionIds.get(input.section);
  if (sectionId === undefined) return fail("section", VALIDATION_MESSAGES.choose);
  const content = sanitizeContent(input.content);
  if (plainText(content).length <= CONTENT_MIN_EXCLUSIVE) return fail("content", VALIDATION_MESSAGES.contentMin);
  const known = await categoryIdsOfSections(db, [input.categoryId], [input.section]);
  if (!known.has(input.categoryId)) return fail("categoryId", VALIDATION_MESSAGES.categoryRequired);
  if (input.locationId !== null && !(await existingLocationIds(db, [input.locationId])).has(input.locationId))
    return fail("locationId", VALIDATION_MESSAGES.locationRequired);
  const photoIds = [...new Set(input.photos)];
  const found = await usableUploads(db, photoIds, caller, null);
  const byId = new Map(found.map((row) => [row.id, row]));
  const photos: PostPhoto[] = [];
  for (const id of photoIds) {
    const row = byId.get(id);
    if (!row) return fail("photos", apiMessages.uploadNotFound);
    photos.push(photoOf(row));
  }
  return { ok: true, sectionId, content, photos };
}

/**
 * Stores a proposed article as a post of the blog or the news waiting for a moderator. Checked first (a
 * mistyped form spends nothing), then the author's and the address's daily budgets are spent with the insert;
 * a repeated Idempotency-Key answers the stored article and spends nothing.
 */
export async function submitArticle(
  db: Db,
  budgets: Budgets,
  input: Input,
  caller: SubmissionCaller,
  sectionIds: ReadonlyMap<string, number>,
): Promise<SubmitOutcome> {
  if (caller.clientKey) {
    const existing = await findArticleByKey(db, caller.clientKey);
    if (existing) return repeatOf(existing, caller.userId);
  }
  try {
    const outcome = await db.transaction(async (tx): Promise<SubmitOutcome> => {
      const prepared = await prepare(tx, input, caller, sectionIds);
      if (!prepared.ok) return { kind: "invalid", field: prepared.field, descriptor: prepared.descriptor };
      const spent = await budgets.spend(
        [
          ["articlesPerUser", String(caller.userId)],
          ["articlesPerIp", caller.ip],
        ],
        tx,
      );
      if (!spent.ok) return { kind: "limited", retryAfterMs: spent.retryAfterMs };
      const slug = await freeSlug(tx, prepared.sectionId, input.title);
      const id = await insertArticle(tx, {
        sectionId: prepared.sectionId,
        categoryId: input.categoryId,
        locationId: input.locationId,
        userId: caller.userId,
        slug,
        lang: caller.locale,
        title: input.title,
        content: prepared.content,
        excerpt: excerptOf(prepared.content),
        author: input.author,
        photos: prepared.photos,
        clientKey: caller.clientKey,
      });
      await attachUploads(
        tx,
        id,
        prepared.photos.map((photo) => photo.id),
      );
      const stored = {
        id,
        section: input.section,
        slug,
        title: input.title,
        status: "review" as const,
        review_note: null,
        created_at: new Date().toISOString(),
      };
      return { kind: "created", article: stored };
    });
    return outcome;
  } catch (error) {
    // Two submits with one key at once: the other one stored the article.
    if (caller.clientKey && isUniqueViolation(error)) {
      const existing = await findArticleByKey(db, caller.clientKey);
      if (existing) return repeatOf(existing, caller.userId);
    }
    throw error;
  }
}
