import type { QueryClient } from "@tanstack/react-query";
import { notFound, redirect } from "@tanstack/react-router";
import type { LocationNode } from "../../../shared/contract/locations";
import type { Locale } from "../../../shared/locales";
import { i18n } from "@lingui/core";
import {
  buildPath,
  isPropertyType,
  patternValues,
  PROPERTY_TYPE_NAMES,
  routeForClient,
  type ClientRouteId,
  type RouteDef,
} from "../../../shared/routes";
import { ApiError } from "../../lib/api";
import { saveLocation, savedLocationSlug } from "../../lib/cookies";
import { translator } from "../../lib/translate";
import { newsTagsQuery } from "../../api/articles";
import { locationQuery } from "../../api/locations";
import { postDetailQuery } from "../../api/posts";
import { sectionsQuery } from "../../api/sections";
import { redirectQuery } from "./api";
import { runGuards } from "./guards";

export interface PipelineInput {
  queryClient: QueryClient;
  locale: Locale;
  /** The deepest matched route: its id and its parsed params. */
  leaf: { routeId: string; params: Readonly<Record<string, string | undefined>> };
  pathname: string;
  href: string;
  search: Readonly<Record<string, unknown>>;
  /** Where the visitor is now, to stay there when a guard cancels the navigation. */
  currentHref: string | null;
}

export interface PipelineResult {
  route: RouteDef;
  location: LocationNode | null;
  /** A category page's category (or property type, or a news tag's page's tag) in the page's language. */
  category: { slug: string; name: string } | null;
  /** A post page's own title and summary, for its head. */
  post: { title: string; excerpt: string } | null;
}

/** A post page's post must exist, as on the server; offline, one never seen opens without its facts. */
async function postOf(input: PipelineInput, section: string, slug: string): Promise<PipelineResult["post"]> {
  try {
    const { data } = await input.queryClient.query(postDetailQuery(input.locale, section, slug));
    return { title: data.title, excerpt: data.excerpt };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    return null;
  }
}

/**
 * A category page's category must exist in one of its sections, as on the server; offline, an unseen
 * one is let through.
 */
async function categoryOf(
  input: PipelineInput,
  sectionSlugs: readonly string[],
  slug: string,
): Promise<PipelineResult["category"]> {
  let sections;
  try {
    sections = (await input.queryClient.query(sectionsQuery(input.locale))).data;
  } catch {
    return { slug, name: slug };
  }
  const found = sections
    .filter((section) => sectionSlugs.includes(section.slug))
    .flatMap((section) => section.categories)
    .find((c) => c.slug === slug);
  if (!found) throw notFound();
  return { slug, name: found.name };
}

/**
 * What the page's parameters name, checked as the table's `subject` says (the server checks the same);
 * a user's feed is checked by its listing, as the API knows no user by id.
 */
async function subjectOf(
  input: PipelineInput,
  route: RouteDef,
  params: Record<string, string>,
): Promise<Pick<PipelineResult, "category" | "post">> {
  const subject = route.subject;
  switch (subject?.of) {
    case "category":
      return { category: await categoryOf(input, subject.sections, params.category ?? ""), post: null };
    case "property-type": {
      const type = params.property_type ?? "";
      if (!isPropertyType(type)) throw notFound();
      return { category: { slug: type, name: translator(i18n)(PROPERTY_TYPE_NAMES[type]) }, post: null };
    }
    case "news-tag":
      return { category: await newsTagOf(input, params.tag ?? ""), post: null };
    case "post":
      return { category: null, post: await postOf(input, subject.section, params.slug ?? "") };
    case "user":
    case undefined:
      return { category: null, post: null };
  }
}

/** A news tag's page names an existing tag, as on the server; offline, an unseen one is let through. */
async function newsTagOf(input: PipelineInput, slug: string): Promise<PipelineResult["category"]> {
  let tags;
  try {
    tags = (await input.queryClient.query(newsTagsQuery(input.locale))).data;
  } catch {
    return { slug, name: slug };
  }
  const found = tags.find((tag) => tag.slug === slug);
  if (!found) throw notFound();
  return { slug, name: found.name };
}

function externalRedirect(target: string): never {
  window.location.assign(target);
  // The page is going away: keep the router from rendering the old target meanwhile.
  throw redirect({ href: "/", replace: true });
}

/** Step 1: the path names a page of the table in this language, with a location that exists. */
async function validate(input: PipelineInput): Promise<PipelineResult> {
  const route = routeForClient(input.leaf.routeId as ClientRouteId, input.leaf.params);
  if (!route?.locales.includes(input.locale)) throw notFound();
  const { location, params } = patternValues(route, input.leaf.params);
  const [place, subject] = await Promise.all([
    locationOf(input, location ?? undefined),
    subjectOf(input, route, params),
  ]);
  return { route, location: place, ...subject };
}

async function locationOf(input: PipelineInput, slug: string | undefined): Promise<LocationNode | null> {
  if (!slug) return null;
  try {
    const { data } = await input.queryClient.query(locationQuery(input.locale, slug));
    return { ...data, children: [] };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    // Offline and never seen: the page still opens, without the location's name.
    return { id: 0, slug, name: slug, kind: "city", time_zone: null, children: [] };
  }
}

/** Step 2: an empty location segment takes the saved location. */
function locationRedirect(input: PipelineInput, result: PipelineResult): void {
  if (!result.route.pattern.startsWith("/{location?}") || input.leaf.params.location) return;
  const saved = savedLocationSlug();
  if (!saved) return;
  const path = buildPath(result.route, input.locale, {
    ...patternValues(result.route, input.leaf.params),
    location: saved,
  });
  const rest = input.href.slice(input.pathname.length);
  throw redirect({ href: `${path}${rest}`, replace: true });
}

/** Step 3: the server's redirect table; offline it is skipped rather than blocking the page. */
async function serverRedirect(input: PipelineInput): Promise<Record<string, boolean>> {
  try {
    const { data } = await input.queryClient.query(redirectQuery(input.locale, input.pathname));
    if (data.redirect) {
      if (/^https?:\/\//.test(data.redirect)) externalRedirect(data.redirect);
      throw redirect({ href: data.redirect, replace: true });
    }
    return data.app_middleware;
  } catch (error) {
    if (error instanceof ApiError || error instanceof TypeError) return {};
    throw error;
  }
}

/**
 * The navigation pipeline, in its order: validation, location redirect,
 * server redirect lookup, then the route's named guards. A guard saying no cancels the
 * navigation: the visitor stays where they were (home on a first visit).
 */
export async function runPipeline(input: PipelineInput): Promise<PipelineResult> {
  const result = await validate(input);
  locationRedirect(input, result);
  const switches = await serverRedirect(input);
  const guards = [
    ...result.route.guards.filter((name) => switches[name] !== false),
    ...Object.keys(switches).filter((name) => switches[name] === true && !result.route.guards.some((g) => g === name)),
  ];
  const allowed = await runGuards(guards, {
    queryClient: input.queryClient,
    locale: input.locale,
    route: result.route,
    href: input.href,
    search: input.search,
  });
  if (!allowed) {
    const home = input.locale === "ru" ? "/" : `/${input.locale}`;
    throw redirect({
      href: input.currentHref && input.currentHref !== input.href ? input.currentHref : home,
      replace: true,
    });
  }
  if (result.location) saveLocation(result.location.slug);
  return result;
}
