/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import type { RouteHandlerCallback } from "workbox-core";
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

/**
 * A navigation waits this long for the server's page before the precached shell answers instead: a
 * connection that says it is up but does not answer still opens the app.
 */
const PAGE_TIMEOUT_MS = 3000;
const shell = createHandlerBoundToURL("index.html");

/** The server's answer, or a rejection once `ms` have passed without one. */
function withinTime(request: Request, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no answer in time")), ms);
    fetch(request)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/**
 * Network first for pages: the server answers a visitor's page already drawn, so a repeat visit paints
 * the header and the ads together (the precached shell holds only the header, and left a blank frame
 * until the scripts and the data came). Without a network, the shell answers at once and the app draws
 * the kept copy or the offline page: no waiting for a timeout when the browser knows it is offline or
 * the connection fails fast.
 */
const pageHandler: RouteHandlerCallback = async (options) => {
  const { request } = options;
  if (!(request instanceof Request) || !self.navigator.onLine) return shell(options);
  try {
    return await withinTime(request, PAGE_TIMEOUT_MS);
  } catch {
    return shell(options);
  }
};

registerRoute(
  new NavigationRoute(pageHandler, {
    // Files (a photo or an icon opened on its own, the sitemap) go to the network, like the API;
    // Workbox matches the path with its query string.
    denylist: [
      /^\/v1\//,
      /^\/api\//,
      /^\/_i18n\//,
      /^\/uploads\//,
      /^\/healthz/,
      /^\/sitemaps\//,
      /^[^?]*\.[a-z0-9]{2,12}(?:\?|$)/i,
    ],
  }),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Locale catalogs: a day, as the server caches them. The build's own copies are precached; this covers a
// catalog asked for with another URL shape, and refreshes in the background.
registerRoute(
  ({ url, request }) =>
    request.method === "GET" && sameOrigin(url) && /^\/_i18n\/[a-z]{2}\/messages\.json$/.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: "obyava-i18n",
    plugins: [new ExpirationPlugin({ maxEntries: 8, maxAgeSeconds: DAY_S })],
  }),
);

const API_CACHE = "obyava-api-public";

// Public listings, posts, reference data and information pages: fresh when the network answers within 3 s, the
// last copy otherwise (offline, or a connection that says it is up but does not answer).
registerRoute(
  ({ url, request }) =>
    request.method === "GET" &&
    sameOrigin(url) &&
    /^\/v1\/(?:posts|sections|locations|info-pages|site-figures)(?:\/|$)/.test(url.pathname) &&
    !isPrivate(request, url),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 3,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true })],
  }),
);

/** A change to an ad that exists: editing, deleting, hiding or showing it again (a new ad has no old copies). */
const AD_CHANGE = /^\/v1\/posts\/([1-9]\d{0,8})(?:\/(?:activate|deactivate))?$/;

/** Whether a kept answer shows the ad: the ad itself, or a card of it in a listing or among similar ads. */
function showsAd(body: unknown, id: number): boolean {
  const data = body && typeof body === "object" && "data" in body ? body.data : null;
  const isAd = (item: unknown) => Boolean(item && typeof item === "object" && "id" in item && item.id === id);
  if (Array.isArray(data)) return data.some(isAd);
  if (!data || typeof data !== "object") return false;
  return isAd(data) || ("similar" in data && Array.isArray(data.similar) && data.similar.some(isAd));
}

/**
 * After an ad changes on this device, no kept answer may show it as it was: even the 3 s fallback above
 * must not bring back what its author just changed. The next online read keeps the new copy.
 */
async function forgetAd(id: number): Promise<void> {
  const cache = await caches.open(API_CACHE);
  for (const request of await cache.keys()) {
    if (!new URL(request.url).pathname.startsWith("/v1/posts")) continue;
    const kept = await cache.match(request, { ignoreVary: true });
    const body: unknown = await kept?.json().catch(() => null);
    if (showsAd(body, id)) await cache.delete(request, { ignoreVary: true });
  }
}

for (const method of ["POST", "PATCH", "DELETE"] as const) {
  registerRoute(
    ({ url }) => sameOrigin(url) && AD_CHANGE.test(url.pathname),
    async ({ request, url, event }) => {
      const response = await fetch(request);
      const id = Number(AD_CHANGE.exec(url.pathname)?.[1]);
      if (response.ok) event.waitUntil(forgetAd(id).catch(() => undefined));
      return response;
    },
    method,
  );
}

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
  new CacheFirst({
    cacheName: "obyava-icons",
    plugins: [new ExpirationPlugin({ maxEntries: 4, maxAgeSeconds: 30 * DAY_S })],
  }),
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
