import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { GlobalAuth } from "../features/auth/GlobalAuth";
import { ErrorPage } from "../features/shell/ErrorPage";
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
      </>
    );
  },
  notFoundComponent: NotFoundInLayout,
  errorComponent: ErrorPage,
});
