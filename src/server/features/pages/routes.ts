import { Hono, type Context } from "hono";
import { loadPath, pageLoadsOf, pageOf } from "../../../shared/boot-data";
import { LOCALE_TAGS, localeFromPath } from "../../../shared/locales";
import { answerMissesPage, mayMissPage, type RouteMatch } from "../../../shared/routes";
import type { Db } from "../../db/client";
import { bootAnswers, bootDataScript, isSignedIn, recordingFetch, type InternalFetch } from "../../html/boot-data";
import { isBot } from "../../html/bots";
import { LANGUAGE_VARY, languageRedirect, redirectToLanguage } from "../../html/first-language";
import { botNotFoundPage, type PageHead, type Shell } from "../../html/shell";
import type { PageRenderer } from "../../html/ssr";
import { CACHE_POLICY } from "../../http/cache-control";
import { requestOrigin } from "../../http/origin";
import type { ReferenceCache } from "../../db/reference-cache";
import { countView } from "../../db/post-stats-repo";
import { findRedirect, locationOf } from "../../lib/redirects";
import { isDocumentPage } from "../../../shared/info-documents";
import { documentIn } from "../../db/info-documents";
import { drawnPage, postIdOf, withGzip } from "../../lib/drawn-page-cache";
import { notFoundPageHead, pageHeadOf } from "../../html/page-head";
import { resolvePage } from "../../lib/page-resolution";

/** Paths that browsers would read as another host ("//evil.example", "/\evil.example"). */
const leavesSite = (path: string) => /^\/[/\\]/.test(path);

function html(c: Context, body: string, status: 200 | 404) {
  c.header("Cache-Control", CACHE_POLICY.page);
  c.header("Content-Type", "text/html; charset=utf-8");
  return c.body(body, status);
}

interface MetaOfPage {
  page: number;
  last_page: number;
}

/**
 * Whether the page's own calls say it is missing (a listing page past its last, an unknown author), by the
 * rule its client loader follows; asked only of the calls that can say so.
 */
async function missingByLoads(
  fetchInternal: InternalFetch,
  match: RouteMatch,
  search: URLSearchParams,
): Promise<boolean> {
  const loads = pageLoadsOf(match, search);
  const page = pageOf(search);
  const answers = await Promise.all(
    loads
      .filter((load) => mayMissPage(load, page))
      .map(async (load) => {
        const response = await fetchInternal(loadPath(load, search), {
          headers: { Accept: "application/json", "Accept-Language": match.locale },
        });
        const body = response.status === 200 ? ((await response.json()) as { meta?: MetaOfPage }) : {};
        return answerMissesPage(load, { status: response.status, meta: body.meta });
      }),
  );
  return answers.includes(true);
}

/**
 * Every page path: trailing-slash and database redirects first, then the route table and the
 * database decide 200 or 404, and the built shell is answered with the page's head.
 */
export function pageRoutes(deps: {
  db: Db;
  reference: ReferenceCache;
  shell: Shell;
  renderer: PageRenderer;
  fetchInternal: InternalFetch;
  /** The team's address, written into documents that name it. */
  teamEmail: string;
}) {
  const { db, reference, shell, renderer, fetchInternal, teamEmail } = deps;
  const render = (c: Context, head: PageHead, status: 200 | 404, bodyEnd = "", content: string | null = null) => {
    const body = shell.render(head, bodyEnd, content);
    if (body === null) return c.text("The client is not built: run `npm run build` (npm start does it for you).", 503);
    return html(c, body, status);
  };

  return new Hono()
    .use("*", async (c, next) => {
      await next();
      // An unprefixed page would have been another language's for another visitor (first-language.ts).
      if (localeFromPath(c.req.path) === "ru" && !c.res.headers.get("vary")?.includes("Cookie")) {
        c.res.headers.append("Vary", LANGUAGE_VARY);
      }
    })
    .get("*", async (c) => {
      const url = new URL(c.req.url);
      const path = c.req.path;
      if (path !== "/" && path.endsWith("/")) {
        const target = url.pathname.replace(/\/+$/, "") || "/";
        if (!leavesSite(target)) {
          c.header("Cache-Control", CACHE_POLICY.redirect);
          return c.redirect(target + url.search, 301);
        }
      }
      const redirect = await findRedirect(db, path);
      if (redirect && !leavesSite(redirect.target)) {
        c.header("Cache-Control", CACHE_POLICY.redirect);
        return c.redirect(locationOf(redirect.target, url.search), redirect.status);
      }

      const moved = languageRedirect(c, path, url.search);
      if (moved && !leavesSite(moved)) return redirectToLanguage(c, moved);

      const resolved = await resolvePage(db, reference, path);
      const page =
        resolved.found && (await missingByLoads(fetchInternal, resolved.match, url.searchParams))
          ? ({ found: false, locale: resolved.match.locale } as const)
          : resolved;
      if (page.found) {
        const origin = requestOrigin(c);
        const documentPage = page.match.route.params.page ?? "";
        const document = isDocumentPage(documentPage)
          ? await documentIn(db, documentPage, page.match.locale, teamEmail)
          : null;
        const head = pageHeadOf(page.match, page.facts, origin, document);
        if (!isSignedIn(c)) {
          // An anonymous page is everyone's (lib/drawn-page-cache.ts): what it depends on is in the key, the address,
          // the origin its links use and the trusted location headers /v1/location/current reads.
          const key = JSON.stringify([
            origin,
            url.pathname,
            url.search,
            c.req.header("cf-ipcountry") ?? "",
            c.req.header("cf-region-code") ?? "",
          ]);
          const { page: drawn, hit } = await drawnPage(key, async () => {
            const kind = page.match.location
              ? ((await reference.get()).locationBySlug.get(page.match.location)?.kind ?? null)
              : null;
            const answers = await bootAnswers(c, fetchInternal, page.match, kind);
            const content = await renderer.render({
              url: `${url.pathname}${url.search}`,
              locale: page.match.locale,
              answers,
              send: recordingFetch(c, fetchInternal, answers, page.match.locale),
            });
            const body = shell.render(head, bootDataScript(answers), content);
            // A page drawn without its content (late, failed) is not kept: the next visitor tries again.
            return body === null ? null : withGzip({ body, postId: postIdOf(answers), complete: content !== null });
          });
          if (drawn) {
            // Served from the cache, a visitor's read of an ad is still a view (a crawler's is not).
            if (hit && drawn.postId !== null && !isBot(c.req.header("user-agent")))
              countView(db, drawn.postId, new Date());
            c.header("X-Page-Cache", hit ? "hit" : "miss");
            if (drawn.gzipped && /\bgzip\b/i.test(c.req.header("accept-encoding") ?? "")) {
              // Compressed once when drawn, not on every answer (the compress middleware leaves it).
              c.header("Content-Encoding", "gzip");
              c.header("Vary", "Accept-Encoding");
              c.header("Cache-Control", CACHE_POLICY.page);
              c.header("Content-Type", "text/html; charset=utf-8");
              return c.body(new Uint8Array(drawn.gzipped), 200);
            }
            return html(c, drawn.body, 200);
          }
          return render(c, head, 200);
        }
        // Crawlers get the page as a visitor does, content and all; their reads count no views (posts/routes.ts).
        const kind = page.match.location
          ? ((await reference.get()).locationBySlug.get(page.match.location)?.kind ?? null)
          : null;
        const answers = await bootAnswers(c, fetchInternal, page.match, kind);
        // A visitor's first screen is in the HTML; a signed-in one's page is theirs, drawn by their browser.
        const content = isSignedIn(c)
          ? null
          : await renderer.render({
              url: `${url.pathname}${url.search}`,
              locale: page.match.locale,
              answers,
              send: recordingFetch(c, fetchInternal, answers, page.match.locale),
            });
        return render(c, head, 200, bootDataScript(answers), content);
      }

      // The answer to a missing page depends on who asks: caches must keep them apart.
      c.header("Vary", "User-Agent");
      const head = notFoundPageHead(page.locale, path);
      if (isBot(c.req.header("user-agent"))) {
        return html(c, botNotFoundPage(LOCALE_TAGS[page.locale], head.title, head.description), 404);
      }
      return render(c, head, 404);
    });
}
