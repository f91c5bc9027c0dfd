import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { Suspense } from "react";
import { loadGlobalAuth } from "../features/auth/load-global-auth";
import { PwaLayer } from "../features/pwa/PwaLayer";
import { RootError } from "../app/shell/RootError";
import { AfterIdle } from "../ui/AfterIdle";
import { NotFoundInLayout } from "../app/shell/NotFoundInLayout";
import { lazyPart } from "../lib/lazy-part";

// The sign-in popup and session sync come once the first page is drawn, not with it (size budget, blocking time).
const GlobalAuth = lazyPart(() => loadGlobalAuth().then((module) => module.GlobalAuth));

export interface RouterContext {
  queryClient: QueryClient;
  /** Where the visitor is while a navigation runs: a guard that says no keeps them there. */
  resolvedHref: () => string | null;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: function Root() {
    return (
      <>
        <Outlet />
        <AfterIdle>
          <Suspense fallback={null}>
            <GlobalAuth />
          </Suspense>
        </AfterIdle>
        <PwaLayer />
      </>
    );
  },
  notFoundComponent: NotFoundInLayout,
  errorComponent: RootError,
});
