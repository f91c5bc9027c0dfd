import type { Db } from "../db/client";
import { log } from "../log";
import { adsChanged } from "./ad-events";
import type { PhotoStorage } from "./storage";
import { closeAccount } from "../db/account-closing";

/** Closes the account, then drops the listings' caches (its ads left them) and the photos' files. */
export async function deleteAccount(deps: { db: Db; storage: PhotoStorage }, userId: number): Promise<void> {
  const keys = await closeAccount(deps.db, userId, new Date());
  adsChanged();
  // The rows are gone; a file that fails to go is only an orphan on disk, never shown again.
  const removed = await Promise.allSettled(keys.map((key) => deps.storage.remove(key)));
  const failed = removed.filter((result) => result.status === "rejected").length;
  if (failed > 0)
    log.error({ user: userId, failed }, "[account] account deleted; some photo files could not be removed");
}
