import type { QueryClient } from "@tanstack/react-query";
import { notFound } from "@tanstack/react-router";
import type { Locale } from "../../../shared/locales";
import {
  answerMissesPage,
  LAYOUT_LOADS,
  patternValues,
  type PageLoad,
  type RouteDef,
  type SiteSearchInput,
} from "../../../shared/routes";
import { ApiError } from "../../lib/api";
import { routeData } from "../../lib/query-client";
import { authorQuery, authorsQuery } from "../../api/articles";
import { homeSliderQuery, postDetailQuery, postListQuery, type PostListParams } from "../../api/posts";
import { preloadHomeSlider } from "../../features/posts/HomeSlider";
import { locationTreeQuery } from "../../api/locations";
import { searchQuery } from "../../features/search/api";
import { categoryCountsQuery, sectionsQuery } from "../../api/sections";

/** What a page loader gets from the language route: the page's entry of the table, found by the pipeline. */
export interface PageLoaderContext {
  queryClient: QueryClient;
  locale: Locale;
  page: RouteDef;
}

/** `?page=` and a listing's filters, as the route read them from its search. */
export type PageSearch = Omit<PostListParams, "section" | "location" | "category">;

async function run(context: PageLoaderContext, load: PageLoad, search: PageSearch): Promise<unknown> {
  const { queryClient, locale } = context;
  switch (load.call) {
    case "posts": {
      const answer = await routeData(queryClient, postListQuery(locale, { ...search, ...load.where }));
      if (answerMissesPage(load, { status: 200, meta: answer.meta })) throw notFound();
      return answer;
    }
    case "category-counts":
      return routeData(queryClient, categoryCountsQuery(locale, load.section, load.location)).catch(() => undefined);
    case "post":
      return routeData(queryClient, postDetailQuery(locale, load.section, load.slug));
    case "authors":
      return routeData(queryClient, authorsQuery(locale, load.type));
    case "author":
      try {
        return await routeData(queryClient, authorQuery(locale, load.type, load.slug, load.page));
      } catch (error) {
        if (error instanceof ApiError && answerMissesPage(load, error)) throw notFound();
        throw error;
      }
    case "sections":
      return queryClient.query(sectionsQuery(locale)).catch(() => undefined);
    case "locations":
      return queryClient.query(locationTreeQuery(locale)).catch(() => undefined);
    case "search":
      // A search that fails (busy, offline and never seen) is told on the results page, not as an error page.
      return routeData(queryClient, searchQuery(locale, load.where)).catch(() => undefined);
    case "slider":
      // The home page draws without its slider rather than fail.
      // Its drawing comes with its data, so the slides draw with the page rather than after it.
      return routeData(queryClient, homeSliderQuery(locale, load.location))
        .then((answer): unknown => (answer.data.length > 0 ? preloadHomeSlider() : undefined))
        .catch(() => undefined);
    case "info-page":
    case "products":
    case "feedbacks":
    case "landing":
      // The single pages' data (documents, prices, reviews, landings) comes with one small chunk of its own, not
      // with the home page's first scripts; each page draws without it (offline, never seen) rather than fail.
      return import("./single-page-loads").then((loads) => loads.runSinglePageLoad(queryClient, locale, load));
  }
}

/**
 * A page's data before it draws, network first (routeData): the calls its entry of the route table
 * declares, the same ones the server answers in the page's boot data.
 */
export async function loadPage(
  context: PageLoaderContext,
  params: Readonly<Record<string, string | undefined>>,
  search: PageSearch,
  siteSearch: SiteSearchInput | null = null,
): Promise<void> {
  const { location, params: values } = patternValues(context.page, params);
  const loads = context.page.loads({ location, params: values, page: search.page, search: siteSearch });
  await Promise.all(loads.map((load) => run(context, load, search)));
}

/** What every page loads besides its own calls (LAYOUT_LOADS); offline and never seen, the page draws without. */
export async function loadLayout(context: PageLoaderContext): Promise<void> {
  await Promise.all(LAYOUT_LOADS.map((load) => run(context, load, { page: 1 })));
}
