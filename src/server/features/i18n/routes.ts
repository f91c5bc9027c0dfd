import fs from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { isLocale, type Locale } from "../../../shared/locales";
import { CACHE_POLICY } from "../../http/cache-control";

/**
 * Serves the compiled Lingui catalogs (`lingui compile --namespace json`) as
 * /_i18n/{locale}/messages.json, cached for a day: a catalog changes only with a deployment.
 */
export function i18nRoutes(localesDir: string) {
  const cache = new Map<Locale, string>();
  async function catalog(locale: Locale): Promise<string | null> {
    const hit = cache.get(locale);
    if (hit !== undefined) return hit;
    try {
      const text = await fs.readFile(path.join(localesDir, locale, "messages.json"), "utf8");
      cache.set(locale, text);
      return text;
    } catch {
      return null;
    }
  }
  return new Hono().get("/:locale/messages.json", async (c) => {
    const locale = c.req.param("locale");
    const text = isLocale(locale) ? await catalog(locale) : null;
    if (text === null) {
      c.header("Cache-Control", CACHE_POLICY.live);
      return c.json({ message: `Unknown locale: ${locale}` }, 404);
    }
    c.header("Cache-Control", CACHE_POLICY.catalog);
    c.header("Content-Type", "application/json; charset=utf-8");
    return c.body(text);
  });
}
