import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { PwaLayer } from "../features/pwa/PwaLayer";
import { AfterIdle } from "../ui/AfterIdle";
import { RootError } from "../features/pwa/RootError";
import { NotFoundInLayout } from "../features/shell/NotFoundPage";

// The sign-in popup and session sync come once the first page is drawn, not with it (size budget, blocking time).
const GlobalAuth = lazy(() => import("../features/auth/GlobalAuth").then((module) => ({ default: module.GlobalAuth })));

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
