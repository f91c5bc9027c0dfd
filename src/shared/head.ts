import type { MessageDescriptor } from "@lingui/core";
import { LOCALE_TAGS, LOCALES, type Locale } from "./locales";
import { buildPath, type RouteDef } from "./routes";

/** Translates a descriptor: Lingui's `i18n._` on both sides. */
export type Translate = (descriptor: MessageDescriptor, values?: Record<string, string>) => string;

const SITE_NAME = "Obyava";
const TITLE_IN_PLACE = /*i18n*/ { id: "head.titleInPlace", message: "{title} — {place}" };
const TITLE_IN_CATEGORY = /*i18n*/ { id: "head.titleInCategory", message: "{title}: {category}" };
const NOT_FOUND_TITLE = /*i18n*/ { id: "head.notFound", message: "Упс! Страница не найдена." };
const NOT_FOUND_TEXT = /*i18n*/ { id: "head.notFoundText", message: "Страница не найдена: {path}" };
/** The first crumb of every breadcrumb trail. */
export const HOME_CRUMB = /*i18n*/ { id: "head.homeCrumb", message: "Главная" };
const DESCRIPTION = /*i18n*/ {
  id: "head.description",
  message: "{title} на Obyava — доска объявлений для русско-, украино-, польско- и англоязычных иммигрантов в США.",
};

export interface HeadFacts {
  /** The location's name in the page's language, when the path has one. */
  placeName?: string | null;
  /** A category page's category (or property type) name in the page's language. */
  categoryName?: string | null;
  /** A post's or an author's own title and summary, when the page shows one. */
  ownTitle?: string | null;
  ownDescription?: string | null;
}

export interface Head {
  title: string;
  h1: string;
  description: string;
}

/** Title, H1 and description of a page: the same on the server's first answer and after client navigation. */
export function headOf(route: RouteDef, translate: Translate, facts: HeadFacts = {}): Head {
  const routeTitle = translate(route.title);
  const base =
    facts.ownTitle ??
    (facts.categoryName
      ? translate(TITLE_IN_CATEGORY, { title: routeTitle, category: facts.categoryName })
      : routeTitle);
  const h1 =
    facts.placeName && !facts.ownTitle ? translate(TITLE_IN_PLACE, { title: base, place: facts.placeName }) : base;
  return {
    h1,
    title: route.kind === "home" && !facts.placeName ? `${SITE_NAME} — ${h1}` : `${h1} | ${SITE_NAME}`,
    description: facts.ownDescription ?? translate(DESCRIPTION, { title: h1 }),
  };
}

/** The head of the 404 page (the same for the server's answer and the client's page). */
export function notFoundHeadOf(translate: Translate, path: string): Head {
  const h1 = translate(NOT_FOUND_TITLE);
  return { h1, title: `${h1} | ${SITE_NAME}`, description: translate(NOT_FOUND_TEXT, { path }) };
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** hreflang links of a page: each language it exists in, and x-default (Russian, the default). */
export function alternatesOf(
  route: RouteDef,
  values: { location?: string | null; params?: Record<string, string> },
  origin: string,
): Alternate[] {
  const links = LOCALES.filter((locale) => route.locales.includes(locale)).map((locale) => ({
    hreflang: LOCALE_TAGS[locale],
    href: origin + buildPath(route, locale, values),
  }));
  const fallback = links[0];
  return fallback ? [...links, { hreflang: "x-default", href: fallback.href }] : links;
}

export function canonicalOf(
  route: RouteDef,
  locale: Locale,
  values: { location?: string | null; params?: Record<string, string> },
  origin: string,
): string {
  return origin + buildPath(route, locale, values);
}
