import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { requestLocale } from "../http/locale";
import { serverMessage } from "../http/messages";
import { createShell } from "./shell";

const hasExtension = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname);
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** Built client files: hashed assets for a year, everything unhashed revalidated, pages get the shell. */
export function staticRoutes(distDir: string) {
  const shell = createShell(distDir);
  const files = serveStatic({
    root: distDir,
    onFound: (filePath, c) => {
      c.header("Cache-Control", filePath.includes("/assets/") ? IMMUTABLE : REVALIDATE);
      if (filePath.endsWith("custom-sw.js")) c.header("Service-Worker-Allowed", "/");
    },
  });
  const app = new Hono();
  // Only paths that name a file are files; every other path is a page.
  app.use("/:file{.+\\.[A-Za-z0-9]+}", files);
  app.get("*", (c) => {
    const accept = c.req.header("accept") ?? "";
    const pathname = c.req.path;
    // A missing file (or an unknown API path) is a plain 404, not a page.
    if (hasExtension(pathname) || pathname.startsWith("/v1/") || pathname.startsWith("/api/")) {
      return c.json({ message: serverMessage(requestLocale(c), "notFound") }, 404);
    }
    const html = shell.render(pathname);
    if (html === null) {
      return c.text("The client is not built: run `npm run build` (npm start does it for you).", 503);
    }
    c.header("Cache-Control", REVALIDATE);
    c.header("Content-Type", "text/html; charset=utf-8");
    if (!accept.includes("text/html") && accept !== "" && !accept.includes("*/*")) c.header("Vary", "Accept");
    return c.body(html);
  });
  return app;
}
