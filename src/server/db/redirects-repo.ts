import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { redirects } from "./schema";

/** The redirect row of a path, by its unique index. */
export async function findRedirectRow(db: Db, path: string) {
  const [row] = await db
    .select({ target: redirects.target, status: redirects.status, appMiddleware: redirects.appMiddleware })
    .from(redirects)
    .where(eq(redirects.fromPath, path))
    .limit(1);
  return row ?? null;
}
