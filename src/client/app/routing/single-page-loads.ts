import type { QueryClient } from "@tanstack/react-query";
import type { Locale } from "../../../shared/locales";
import type { PageLoad } from "../../../shared/routes";
import { routeData } from "../../lib/query-client";
import { infoPageQuery } from "../../features/pages/api";
import { preloadInfoPage } from "../../features/pages/load-info-page";

export type SinglePageLoad = Extract<PageLoad, { call: "info-page" | "products" | "feedbacks" | "landing" }>;

/** A single page's own data, each feature's code loaded with it; a failure leaves the page to draw without. */
export function runSinglePageLoad(queryClient: QueryClient, locale: Locale, load: SinglePageLoad): Promise<unknown> {
  switch (load.call) {
    case "info-page":
      // Drawn from the lazily loaded page (its chunk asked for at once); without its document yet (never seen
      // offline), the page draws the route table's title and lead.
      return Promise.all([
        preloadInfoPage().catch(() => undefined),
        routeData(queryClient, infoPageQuery(locale, load.page)).catch(() => undefined),
      ]);
    case "products":
      // Only the offer pages sell: the money feature comes with them. They tell their own loading and failure.
      return import("../../api/money")
        .then(({ productsQuery }) => routeData(queryClient, productsQuery(locale)))
        .catch(() => undefined);
    case "feedbacks":
      // The reviews come with their page's chunk; the page tells a failure itself and still draws its text.
      return import("../../features/feedbacks/api")
        .then(({ feedbacksQuery }) => routeData(queryClient, feedbacksQuery(locale, load.page)))
        .catch(() => undefined);
    case "landing":
      // A landing's code comes with it; offline and never seen, it draws without its ads.
      return import("../../features/landings/api")
        .then((landings) => routeData(queryClient, landings.landingQuery(locale, load.page)))
        .catch(() => undefined);
  }
}
