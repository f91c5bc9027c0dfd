import type { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: "intent",
    // Cached queries drive freshness; the router should not refetch on its own.
    defaultPreloadStaleTime: 0,
    // Spec section 2: routing is case-sensitive; navigation scrolls smoothly, a hash to its element.
    caseSensitive: true,
    scrollRestoration: true,
    scrollRestorationBehavior: "smooth",
    defaultHashScrollIntoView: { behavior: "smooth" },
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
