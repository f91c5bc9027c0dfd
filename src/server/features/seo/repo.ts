import { and, eq } from "drizzle-orm";
import type { Locale } from "../../../shared/locales";
import type { Db } from "../../db/client";
import { seoOverrides } from "../../db/schema";

export async function findOverride(db: Db, path: string, locale: Locale) {
  const [row] = await db
    .select()
    .from(seoOverrides)
    .where(and(eq(seoOverrides.path, path), eq(seoOverrides.locale, locale)))
    .limit(1);
  return row ?? null;
}
