import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { CACHE_POLICY } from "../http/cache-control";
import { requestLocale } from "../http/locale";
import { serverMessage } from "../http/messages";

const hasExtension = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname);

/** Paths that are never pages: files, the API, catalogs, the health check. */
function isPagePath(pathname: string): boolean {
  return !(hasExtension(pathname) || /^\/(?:v1|api|_i18n)(?:\/|$)/.test(pathname) || pathname === "/healthz");
}

/**
 * Built client files: hashed assets for a year, everything unhashed revalidated. A missing file or
 * an unknown API path is a plain 404 JSON; every other GET falls through to the pages.
 */
export function staticRoutes(distDir: string) {
  const files = serveStatic({
    root: distDir,
    // The build's brotli and gzip copies (scripts/precompress.mjs), sent as the browser accepts them.
    precompressed: true,
    onFound: (filePath, c) => {
      c.header("Cache-Control", filePath.includes("/assets/") ? CACHE_POLICY.hashedAsset : CACHE_POLICY.unhashedFile);
      if (filePath.endsWith("custom-sw.js")) c.header("Service-Worker-Allowed", "/");
    },
  });
  const app = new Hono();
  // Only paths that name a file are files; every other path is a page.
  app.use("/:file{.+\\.[A-Za-z0-9]+}", files);
  app.get("*", async (c, next) => {
    if (isPagePath(c.req.path)) {
      await next();
      return;
    }
    return c.json({ message: serverMessage(requestLocale(c), "notFound") }, 404);
  });
  return app;
}
