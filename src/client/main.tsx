import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { Provider as JotaiProvider } from "jotai";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { localeFromPath } from "../shared/locales";
import { activateLocale } from "./features/i18n/catalog";
import { captureInstallPrompt } from "./features/pwa/install";
import { updateReadyAtom } from "./features/pwa/state";
import { resolveLocationAtStartup } from "./features/location/startup";
import { MAX_CONCURRENT_PRELOADS } from "../shared/constants";
import { limitConcurrency } from "./lib/concurrency";
import { ensureInterfaceCity } from "./lib/cookies";
import { createQueryClient, persistQueries } from "./lib/query-client";
import { reloadOnChunkErrors } from "./lib/reload";
import { registerServiceWorker } from "./lib/service-worker";
import { appStore } from "./lib/store";
import { createAppRouter } from "./router";
import "./styles.css";

async function start() {
  // Both may happen before anything renders: an old deployment's chunk, Chrome's install offer.
  reloadOnChunkErrors();
  captureInstallPrompt();
  const queryClient = createQueryClient();
  const locale = localeFromPath(window.location.pathname);
  ensureInterfaceCity();
  // Lingui renders nothing until a locale is active, and a persisted listing must be
  // back in the cache before the first loader runs: both before the first render.
  await Promise.all([activateLocale(locale), persistQueries(queryClient, __BUILD_ID__)]);
  void resolveLocationAtStartup(queryClient, locale);
  const router = createAppRouter(queryClient);
  // Hovered and focused links preload their route: at most MAX_CONCURRENT_PRELOADS at a time.
  router.preloadRoute = limitConcurrency(router.preloadRoute.bind(router), MAX_CONCURRENT_PRELOADS);
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  const root = createRoot(container);
  // The first render runs as a transition: React renders it in slices that let the browser paint
  // and answer taps between them, not as one long task on a slow phone.
  startTransition(() => {
    root.render(
      <StrictMode>
        <JotaiProvider store={appStore}>
          <I18nProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </I18nProvider>
        </JotaiProvider>
      </StrictMode>,
    );
  });
  const register = () => {
    registerServiceWorker(__BUILD_ID__, () => appStore.set(updateReadyAtom, true)).catch((error: unknown) =>
      console.error("[sw] registration failed", error),
    );
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

start().catch((error: unknown) => console.error("[app] start failed", error));
