import type { Db } from "../db/client";
import { redirects } from "../db/schema";
import { REDIRECT_SEEDS } from "./redirects-data";

/** Inserts the known old paths; a row already there (perhaps edited by hand) is left alone. */
export async function insertRedirects(tx: Db): Promise<number> {
  const rows = await tx
    .insert(redirects)
    .values(
      REDIRECT_SEEDS.map((seed) => ({
        fromPath: seed.from,
        target: seed.target,
        status: seed.status ?? 301,
        appMiddleware: seed.appMiddleware ?? {},
      })),
    )
    .onConflictDoNothing({ target: redirects.fromPath })
    .returning({ id: redirects.id });
  return rows.length;
}
