import { useLingui } from "@lingui/react";
import { useRouterState } from "@tanstack/react-router";
import type { LocationNode } from "../../shared/contract/locations";
import { headOf, type Head } from "../../shared/head";
import type { RouteDef } from "../../shared/routes";
import { translator } from "./translate";

interface PageContext {
  page?: RouteDef;
  place?: LocationNode | null;
  category?: { slug: string; name: string } | null;
  post?: { title: string; excerpt: string } | null;
}

/** The matched page of the route table, or null where none matched (the 404 page). */
export function useCurrentPage(): {
  route: RouteDef;
  place: LocationNode | null;
  category: { slug: string; name: string } | null;
  post: { title: string; excerpt: string } | null;
} | null {
  const context = useRouterState({
    select: (state) =>
      state.matches.find((match) => match.routeId === "/{-$locale}")?.context as PageContext | undefined,
  });
  return context?.page
    ? {
        route: context.page,
        place: context.place ?? null,
        category: context.category ?? null,
        post: context.post ?? null,
      }
    : null;
}

/** The matched page and its title, H1 and description in the current language. */
export function usePageHead(): { route: RouteDef; head: Head } {
  const { i18n } = useLingui();
  const current = useCurrentPage();
  if (!current) throw new Error("usePageHead outside a page of the route table");
  const head = headOf(current.route, translator(i18n), {
    placeName: current.place?.name ?? null,
    categoryName: current.category?.name ?? null,
    ownTitle: current.post?.title ?? null,
    ownDescription: current.post?.excerpt ?? null,
  });
  return { route: current.route, head };
}
