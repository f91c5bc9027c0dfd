/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const DAY_S = 24 * 60 * 60;
/** The build this worker belongs to: /custom-sw.js?v=<build id>. */
const BUILD_ID = new URLSearchParams(self.location.search).get("v") ?? "unknown";

/**
 * A signed-in visitor's private data never enters a shared cache: profile, chat, favourites,
 * tokens, and anything sent with an Authorization header.
 */
const PRIVATE_PATH = /^\/(?:v1\/(?:profile|chats?|favourites|favorites|auth)|api\/user)(?:\/|$)/;
function isPrivate(request: Request, url: URL): boolean {
  return request.headers.has("Authorization") || PRIVATE_PATH.test(url.pathname);
}

// The shell, every route chunk, the styles, the four compiled catalogs and the icon sprite of this build.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/^v$/, /^utm_/, /^fbclid$/] });
cleanupOutdatedCaches();

// Service-worker-first: every page navigation is answered by the precached shell, so the
// app opens with no network; the API, files and the health check are never navigations.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("index.html"), {
    // Files (a photo or an icon opened on its own, the sitemap) go to the network, like the API;
    // Workbox matches the path with its query string.
    denylist: [/^\/v1\//, /^\/api\//, /^\/_i18n\//, /^\/uploads\//, /^\/healthz/, /^\/sitemaps\//, /^[^?]*\.[a-z0-9]{2,12}(?:\?|$)/i],
  }),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Locale catalogs: a day (spec section 7). The build's own copies are precached; this covers a
// catalog asked for with another URL shape, and refreshes in the background.
registerRoute(
  ({ url, request }) => request.method === "GET" && sameOrigin(url) && /^\/_i18n\/[a-z]{2}\/messages\.json$/.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: "obyava-i18n",
    plugins: [new ExpirationPlugin({ maxEntries: 8, maxAgeSeconds: DAY_S })],
  }),
);

// Public listings, posts and reference data: fresh when the network answers within 3 s, the last copy otherwise.
registerRoute(
  ({ url, request }) =>
    request.method === "GET" &&
    sameOrigin(url) &&
    /^\/v1\/(?:posts|sections|locations)(?:\/|$)/.test(url.pathname) &&
    !isPrivate(request, url),
  new NetworkFirst({
    cacheName: "obyava-api-public",
    networkTimeoutSeconds: 3,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true })],
  }),
);

// Photos: they never change under their URL, so the cache answers first.
registerRoute(
  ({ url, request }) => request.method === "GET" && sameOrigin(url) && url.pathname.startsWith("/uploads/"),
  new CacheFirst({
    cacheName: "obyava-photos",
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })],
  }),
);

// The icon sprite: precached with the build; any other URL of it (a query string) cache-first too.
registerRoute(
  ({ url, request }) => request.method === "GET" && sameOrigin(url) && url.pathname === "/icons/sprite.svg",
  new CacheFirst({ cacheName: "obyava-icons", plugins: [new ExpirationPlugin({ maxEntries: 4, maxAgeSeconds: 30 * DAY_S })] }),
);

self.addEventListener("message", (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (!data || typeof data !== "object" || !("type" in data)) return;
  if (data.type === "SKIP_WAITING") void self.skipWaiting();
  if (data.type === "GET_VERSION") event.ports[0]?.postMessage({ buildId: BUILD_ID });
});

// The first install takes control at once so the first visit is already cached for offline;
// a new deployment waits until the visitor agrees (SKIP_WAITING), so open forms are not reloaded.
self.addEventListener("install", () => {
  if (!self.registration.active) void self.skipWaiting();
});
clientsClaim();
