import { createSyncStoragePersister } from "@tanstack/query-sync-storage-persister";
import { MutationCache, QueryClient, type QueryExecuteOptions, type QueryKey } from "@tanstack/react-query";
import { persistQueryClientRestore, persistQueryClientSubscribe } from "@tanstack/react-query-persist-client";
import { isNetworkError } from "./api";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The browser says it has no network (the server's page renderer has no navigator). */
const offline = () => typeof navigator !== "undefined" && "onLine" in navigator && !navigator.onLine;

/**
 * The first segment of every key that holds the signed-in user's own data (their ads, favourites,
 * chats, settings, their ads' statistics): signing out drops all of it at once, and it is never shared.
 */
export const OWN_DATA = "profile";

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: {
      /**
       * The reads a write changes, named by their features' key factories: once it succeeds each is asked
       * again (those on screen now, the rest when next shown), and the write's promise waits for it.
       */
      invalidates?: readonly QueryKey[];
    };
  }
}

/**
 * One query cache, persisted to localStorage so what a visitor has seen opens with no
 * network. A new build (buster) starts a fresh cache; entries are kept a week.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    // After the write's own onSuccess (a copy updated in place first), before its promise resolves.
    mutationCache: new MutationCache({
      onSettled: (_data, error, _variables, _result, mutation) =>
        error !== null
          ? undefined
          : Promise.all(
              (mutation.meta?.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
            ),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: WEEK_MS,
        // Try the network even when the browser says offline, and fall back to the cache.
        networkMode: "offlineFirst",
        // One more try for a hiccup, none when the browser knows it is offline: the retry waited a second
        // for nothing, on every call of a page, before the kept copy or the offline page could show.
        retry: (failures, error) => failures < 1 && !(isNetworkError(error) && offline()),
      },
      // A write is tried even when the browser says offline: a failure is what sends an ad to the outbox.
      mutations: { networkMode: "always" },
    },
  });
  return queryClient;
}

/**
 * Restores the persisted cache before the first render, then keeps it saved. What is restored was
 * read on an earlier visit, maybe before its author edited it: it is stale from the start, a fallback
 * that each page asks the network past while online (routeData) and redraws once answered.
 */
export async function persistQueries(queryClient: QueryClient, buildId: string): Promise<void> {
  if (typeof window === "undefined" || !("localStorage" in window)) return;
  // The sync-storage persister is the stack the client chose (its successor is async-only).
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const persister = createSyncStoragePersister({ storage: window.localStorage, key: "obyava-query-cache" });
  const options = { queryClient, persister, buster: buildId, maxAge: WEEK_MS };
  await persistQueryClientRestore(options);
  await queryClient.invalidateQueries({ refetchType: "none" });
  persistQueryClientSubscribe(options);
}

/**
 * A route's data before it draws, network first: a copy this tab read under 30 s ago and nothing has
 * changed since is used as is; a restored copy or one a write marked stale is asked for again, so an
 * edited ad never draws as it was. Offline, or when the network fails, the kept copy is the page.
 */
export async function routeData<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
): Promise<TData> {
  const kept = queryClient.getQueryData<TData>(options.queryKey);
  if (kept !== undefined && offline()) return kept;
  try {
    return await queryClient.query(options);
  } catch (error) {
    if (kept !== undefined && isNetworkError(error)) return kept;
    throw error;
  }
}
