import { createFileRoute, redirect } from "@tanstack/react-router";
import { DEFAULT_LOCALE, PREFIXED_LOCALES, type Locale } from "../../../shared/locales";
import { activateLocale, loadLocale } from "../../features/i18n/catalog";
import { firstVisitLanguageRedirect } from "../../features/i18n/detect";
import { loadLayout } from "../../app/routing/page-loader";
import { runPipeline } from "../../app/routing/pipeline";
import { NotFoundInLayout } from "../../app/shell/NotFoundInLayout";
import { RouteLayout } from "../../app/shell/RouteLayout";

const isPrefix = (value: string): value is (typeof PREFIXED_LOCALES)[number] =>
  (PREFIXED_LOCALES as readonly string[]).includes(value);

export const Route = createFileRoute("/{-$locale}")({
  // `{-$locale}` would take any first segment: only the real prefixes match.
  params: { parse: ({ locale }) => (locale === undefined || isPrefix(locale) ? { locale } : false) },
  beforeLoad: async ({ params, matches, location, context, cause, preload }) => {
    const locale: Locale = params.locale ?? DEFAULT_LOCALE;
    if (cause === "enter") {
      const moved = firstVisitLanguageRedirect(locale, location.pathname);
      if (moved)
        throw redirect({
          href: `${moved}${location.searchStr}${location.hash ? `#${location.hash}` : ""}`,
          replace: true,
        });
    }
    // A preload (a link touched or hovered) only fetches its language: activating it would turn the page being
    // shown into that language, e.g. back to Russian just after the visitor chose Ukrainian.
    if (preload) await loadLocale(locale);
    else await activateLocale(locale);
    const leaf = matches[matches.length - 1];
    const result = await runPipeline({
      queryClient: context.queryClient,
      locale,
      leaf: { routeId: leaf?.routeId ?? "", params: leaf?.params ?? {} },
      pathname: location.pathname,
      href: location.href,
      search: location.search,
      currentHref: typeof window === "undefined" ? null : context.resolvedHref(),
    });
    return { locale, page: result.route, place: result.location, category: result.category, post: result.post };
  },
  // The header's section menu and location picker are drawn from these, on the server and in the browser
  // alike (the same markup to hydrate, no menu appearing later).
  loader: ({ context }) => loadLayout(context),
  component: RouteLayout,
  notFoundComponent: NotFoundInLayout,
});
