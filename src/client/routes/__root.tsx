import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { GlobalAuth } from "../features/auth/GlobalAuth";
import { PwaLayer } from "../features/pwa/PwaLayer";
import { RootError } from "../features/pwa/RootError";
import { NotFoundInLayout } from "../features/shell/NotFoundPage";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: function Root() {
    return (
      <>
        <Outlet />
        <GlobalAuth />
        <PwaLayer />
      </>
    );
  },
  notFoundComponent: NotFoundInLayout,
  errorComponent: RootError,
});
