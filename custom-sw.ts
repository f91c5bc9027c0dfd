/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The shell, every chunk, the styles and the compiled locale catalogs of this build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Service-worker-first: every page navigation is answered by the precached shell, so the
// app opens with no network; the API and the health check are never navigations.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("index.html"), {
    denylist: [/^\/v1\//, /^\/api\//, /^\/_i18n\//, /^\/healthz/, /^\/sitemap\.xml/, /^\/sitemaps\//, /^\/robots\.txt/],
  }),
);

// Public listings and reference data: fresh when the network answers in time, the last copy otherwise.
registerRoute(
  ({ url, request }) =>
    request.method === "GET" &&
    url.origin === self.location.origin &&
    /^\/v1\/(posts|sections|locations)(\/|$)/.test(url.pathname),
  new NetworkFirst({
    cacheName: "obyava-api-public",
    networkTimeoutSeconds: 3,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 })],
  }),
);

self.addEventListener("message", (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (data && typeof data === "object" && "type" in data && data.type === "SKIP_WAITING") void self.skipWaiting();
});

// The first install takes control at once so the first visit is already cached for offline;
// a new deployment waits until the visitor agrees (SKIP_WAITING), so open forms are not reloaded.
self.addEventListener("install", () => {
  if (!self.registration.active) void self.skipWaiting();
});
clientsClaim();
