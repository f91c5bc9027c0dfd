import { createSyncStoragePersister } from "@tanstack/query-sync-storage-persister";
import { QueryClient } from "@tanstack/react-query";
import { persistQueryClientRestore, persistQueryClientSubscribe } from "@tanstack/react-query-persist-client";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * One query cache, persisted to localStorage so what a visitor has seen opens with no
 * network. A new build (buster) starts a fresh cache; entries are kept a week.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: WEEK_MS,
        // Try the network even when the browser says offline, and fall back to the cache.
        networkMode: "offlineFirst",
        retry: 1,
      },
    },
  });
}

/** Restores the persisted cache before the first render, then keeps it saved. */
export async function persistQueries(queryClient: QueryClient, buildId: string): Promise<void> {
  if (typeof window === "undefined" || !("localStorage" in window)) return;
  // The sync-storage persister is the stack the client chose (its successor is async-only).
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const persister = createSyncStoragePersister({ storage: window.localStorage, key: "obyava-query-cache" });
  const options = { queryClient, persister, buster: buildId, maxAge: WEEK_MS };
  await persistQueryClientRestore(options);
  persistQueryClientSubscribe(options);
}
