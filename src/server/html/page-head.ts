import type { MessageDescriptor } from "@lingui/core";
import { alternatesOf, canonicalOf, headOf, HOME_CRUMB, notFoundHeadOf, type Translate } from "../../shared/head";
import { LOCALE_TAGS, type Locale } from "../../shared/locales";
import { buildPath, ROUTES_BY_ID, SECTION_TITLES, type RouteMatch } from "../../shared/routes";
import { translatorFor } from "../http/messages";
import type { InfoDocument } from "../../shared/contract/info-pages";
import { faqOf, textOfBlocks } from "../../shared/faq";
import { breadcrumbLd, faqPageLd, organizationLd, websiteLd, type Crumb, type JsonLd } from "./json-ld";
import { postLd } from "./post-json-ld";
import { reviewsLd } from "./reviews-json-ld";
import type { PageHead } from "./shell";
import type { PageFacts } from "../lib/page-resolution";

const SECTION_TITLE_BY_SLUG: ReadonlyMap<string, MessageDescriptor> = new Map(Object.entries(SECTION_TITLES));

/** Home → section → category → post, each crumb a page of this language and location. */
function crumbsOf(match: RouteMatch, facts: PageFacts, t: Translate, origin: string, selfUrl: string): Crumb[] {
  const { route, locale, location } = match;
  const urlOf = (id: string, params: Record<string, string> = {}): string | null => {
    const target = ROUTES_BY_ID.get(id);
    return target?.locales.includes(locale) ? origin + buildPath(target, locale, { location, params }) : null;
  };
  const crumbs: Crumb[] = [];
  const push = (name: string | null, url: string | null) => {
    if (name && url && !crumbs.some((crumb) => crumb.url === url)) crumbs.push({ name, url });
  };
  push(t(HOME_CRUMB), urlOf("home"));
  const section = facts.category?.section ?? route.section;
  const title = section ? SECTION_TITLE_BY_SLUG.get(section) : undefined;
  if (section && title) push(t(title), urlOf(`listing.${section}`));
  if (route.kind === "listing") push(t(route.title), selfUrl);
  if (facts.category) push(facts.category.name, selfUrl);
  if (facts.post) {
    if (facts.post.category && section)
      push(facts.post.category.name, urlOf(`category.${section}`, { category: facts.post.category.slug }));
    push(facts.post.title, selfUrl);
  }
  return crumbs;
}

/** A FAQ document's questions, each with its answer's text, as search engines read them. */
function faqLdOf(document: InfoDocument): JsonLd | null {
  const questions = faqOf(document.blocks).groups.flatMap((group) => group.questions);
  if (questions.length === 0) return null;
  return faqPageLd(questions.map((faq) => ({ question: faq.question, answer: textOfBlocks(faq.answer) })));
}

/**
 * The head of a found page: title and description from the shared headOf, addresses from the route table.
 * A page drawn from its own document (terms, FAQ, a landing) takes its title and lead from it.
 */
export function pageHeadOf(
  match: RouteMatch,
  facts: PageFacts,
  origin: string,
  document: InfoDocument | null = null,
): PageHead {
  const { route, locale } = match;
  const t = translatorFor(locale);
  const head = headOf(route, t, {
    placeName: facts.placeName,
    categoryName: facts.category?.name ?? null,
    ownTitle: facts.post?.title ?? document?.title ?? null,
    ownDescription: facts.post?.excerpt ?? document?.description ?? null,
  });
  // A post is one page wherever it is browsed from: its address without a location is the canonical one.
  const values = { location: route.kind === "post" ? null : match.location, params: match.params };
  const canonical = canonicalOf(route, locale, values, origin);
  const selfUrl = origin + buildPath(route, locale, { location: match.location, params: match.params });
  const jsonLd: JsonLd[] = [];
  if (route.kind === "home")
    jsonLd.push(websiteLd(origin, canonical, LOCALE_TAGS[locale]), organizationLd(origin, head.description));
  if (route.kind === "listing" || route.kind === "category" || route.kind === "post") {
    jsonLd.push(breadcrumbLd(crumbsOf(match, facts, t, origin, route.kind === "post" ? canonical : selfUrl)));
  }
  const own = facts.post ? postLd({ ...facts.post, url: canonical, languageTag: LOCALE_TAGS[locale] }) : null;
  if (own) jsonLd.push(own);
  if (facts.reviews) jsonLd.push(reviewsLd(origin, head.description, facts.reviews));
  const faq = document?.page === "faq" ? faqLdOf(document) : null;
  if (faq) jsonLd.push(faq);
  return {
    languageTag: LOCALE_TAGS[locale],
    title: head.title,
    description: head.description,
    canonical,
    alternates: alternatesOf(route, values, origin),
    noindex: !route.indexable,
    ogType: route.kind === "post" ? "article" : "website",
    jsonLd,
  };
}

export function notFoundPageHead(locale: Locale, path: string): PageHead {
  const head = notFoundHeadOf(translatorFor(locale), path);
  return {
    languageTag: LOCALE_TAGS[locale],
    title: head.title,
    description: head.description,
    canonical: null,
    alternates: [],
    noindex: true,
    ogType: "website",
    jsonLd: [],
  };
}
