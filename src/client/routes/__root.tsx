import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { ErrorPage } from "../features/shell/ErrorPage";
import { NotFoundInLayout } from "../features/shell/NotFoundPage";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundInLayout,
  errorComponent: ErrorPage,
});
