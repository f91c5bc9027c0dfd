import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { createShell } from "./shell";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** Built client files: hashed assets for a year, everything unhashed revalidated, pages get the shell. */
export function staticRoutes(distDir: string) {
  const shell = createShell(distDir);
  const app = new Hono();
  app.use(
    "*",
    serveStatic({
      root: distDir,
      index: "",
      onFound: (filePath, c) => {
        c.header("Cache-Control", filePath.includes("/assets/") ? IMMUTABLE : REVALIDATE);
        if (filePath.endsWith("custom-sw.js")) c.header("Service-Worker-Allowed", "/");
      },
    }),
  );
  app.get("*", (c) => {
    const accept = c.req.header("accept") ?? "";
    const pathname = c.req.path;
    // A missing file with an extension (or an API path) is a plain 404, not a page.
    if (/\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith("/v1/") || pathname.startsWith("/api/")) {
      return c.json({ message: "Not found" }, 404);
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
