import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { Provider as JotaiProvider } from "jotai";
import { StrictMode, useEffect } from "react";
import type { AppRouter } from "./router";

type Store = Parameters<typeof JotaiProvider>[0]["store"];

/**
 * Marks the page as running (`<html data-app="ready">`) once React has taken over what the server drew:
 * from then on every button works. End-to-end tests wait for it before they act.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = "ready";
  }, []);
  return null;
}

/** The whole app: the browser (main.tsx) and the server's page renderer (entry-server.tsx) draw the same tree. */
export function App({
  store,
  i18n,
  queryClient,
  router,
}: {
  store: Store;
  i18n: I18n;
  queryClient: QueryClient;
  router: AppRouter;
}) {
  return (
    <StrictMode>
      <JotaiProvider store={store}>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
            <AppReady />
          </QueryClientProvider>
        </I18nProvider>
      </JotaiProvider>
    </StrictMode>
  );
}
