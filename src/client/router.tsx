import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";

/** `history`: the server's renderer passes a memory history of the requested URL; the browser uses its own. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  // The page shown before the navigation under way (the browser's address has already moved on).
  let resolvedHref = (): string | null => null;
  const router = createRouter({
    routeTree,
    context: { queryClient, resolvedHref: () => resolvedHref() },
    ...(history ? { history } : {}),
    defaultPreload: "intent",
    // Cached queries drive freshness; the router should not refetch on its own.
    defaultPreloadStaleTime: 0,
    // Paths are case-sensitive, as links and the sitemap write them; navigation scrolls smoothly, a hash to its
    // element.
    caseSensitive: true,
    scrollRestoration: true,
    scrollRestorationBehavior: "smooth",
    defaultHashScrollIntoView: { behavior: "smooth" },
  });
  resolvedHref = () => router.state.resolvedLocation?.href ?? null;
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
  interface HistoryState {
    /** Back on a form from finish-registration: the draft written a moment ago goes on without being offered. */
    resumeDraft?: boolean;
  }
}
