import { i18n } from "@lingui/core";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { LOCALE_TAGS, localeFromPath } from "../shared/locales";
import { activateLocale } from "./features/i18n/catalog";
import { captureInstallPrompt } from "./features/pwa/install";
import { updateReadyAtom } from "./features/pwa/state";
import { resolveLocationAtStartup } from "./features/locations/startup";
import { MAX_CONCURRENT_PRELOADS } from "../shared/constants";
import { limitConcurrency } from "./lib/concurrency";
import { createQueryClient, persistQueries } from "./lib/query-client";
import { reloadOnChunkErrors } from "./lib/reload";
import { ensureInterfaceCity } from "./lib/stored-values";
import { warmFormatters } from "./lib/intl";
import { yieldToMain } from "./lib/yield";
import { appStore } from "./lib/store";
import { createAppRouter } from "./router";
import "./styles.css";

// zod's schemas (loaded later, in their own chunk) must not probe for eval: the page's CSP forbids it,
// and the refused probe would be reported as a violation (docs/security.md).
((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {}).jitless = true;

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
  // From here each step is a task of its own (lib/yield.ts): a slow phone answers taps in between.
  await yieldToMain();
  await warmFormatters(LOCALE_TAGS[locale]);
  void resolveLocationAtStartup(queryClient, locale);
  await yieldToMain();
  const router = createAppRouter(queryClient);
  // Hovered and focused links preload their route: at most MAX_CONCURRENT_PRELOADS at a time.
  router.preloadRoute = limitConcurrency(router.preloadRoute.bind(router), MAX_CONCURRENT_PRELOADS);
  await yieldToMain();
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  // The route's data and code are in before React starts, so the first render is the page itself and,
  // as a transition, React draws it in slices that let the browser paint and answer taps between them
  // (a router update mid-render would make React redo it in one blocking task).
  // A failed load is the route's error page, drawn by the router itself.
  await router.load().catch((error: unknown) => console.error("[router] first load failed", error));
  await yieldToMain();
  const app = <App store={appStore} i18n={i18n} queryClient={queryClient} router={router} />;
  const drawnByServer = container.dataset.ssr !== undefined;
  // The router then lays out its matches as it did on the server (no Suspense around the root), as
  // TanStack's own hydration does.
  if (drawnByServer) router.ssr = { manifest: undefined };
  startTransition(() => {
    // The server drew this page (entry-server.tsx) from the same answers: React adopts its markup, so
    // what the visitor did meanwhile (an open menu, focus, scrolling) stays. Where the browser's page
    // differs (a remembered city, favourites), React redraws that part.
    if (drawnByServer) {
      hydrateRoot(container, app, { onRecoverableError: (error) => console.warn("[hydration]", error) });
    } else {
      createRoot(container).render(app);
    }
  });
  // The service worker's code is not part of the first page: it loads once the page has.
  const register = () => {
    import("./lib/service-worker")
      .then(({ registerServiceWorker }) =>
        registerServiceWorker(__BUILD_ID__, () => appStore.set(updateReadyAtom, true)),
      )
      .catch((error: unknown) => console.error("[sw] registration failed", error));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

start().catch((error: unknown) => console.error("[app] start failed", error));
