import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Locale } from "../../shared/locales";
import type { PageRequest, RenderPage } from "../../shared/page-render";
import { log } from "../log";

/**
 * Draws a page's content into its HTML with the client's own components (dist-ssr/entry-server.js,
 * built by `npm run build`). Without that build, or when a page cannot be drawn, the answer is null and
 * the page goes out as the app shell alone: the browser draws it, as it always could.
 */
export function createPageRenderer(ssrDir: string, distDir: string, renderTimeoutMs: number) {
  const entry = path.join(ssrDir, "entry-server.js");
  let renderer: Promise<RenderPage | null> | null = null;
  const catalogs = new Map<Locale, Record<string, unknown>>();

  const load = () =>
    (renderer ??= fs.existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<{ renderPage: RenderPage }>).then(
          (module) => module.renderPage,
          (error: unknown) => {
            log.error({ err: error }, "[ssr] the page renderer failed to load: pages go out without content");
            return null;
          },
        )
      : Promise.resolve(null));

  function catalog(locale: Locale): Record<string, unknown> | null {
    const cached = catalogs.get(locale);
    if (cached) return cached;
    const file = path.join(distDir, "_i18n", locale, "messages.json");
    if (!fs.existsSync(file)) return null;
    const { messages } = JSON.parse(fs.readFileSync(file, "utf8")) as { messages: Record<string, unknown> };
    catalogs.set(locale, messages);
    return messages;
  }

  return {
    async render(request: Omit<PageRequest, "messages" | "timeoutMs">): Promise<string | null> {
      const render = await load();
      const messages = catalog(request.locale);
      if (!render || !messages) return null;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        // A page not drawn by then is sent without its content; the browser draws it (as for a signed-in visitor).
        timer = setTimeout(() => resolve(null), renderTimeoutMs);
      });
      try {
        return await Promise.race([render({ ...request, messages, timeoutMs: renderTimeoutMs }), late]);
      } catch (error) {
        log.error({ err: error, path: request.url.split("?")[0] }, "[ssr] drawing a page failed");
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
