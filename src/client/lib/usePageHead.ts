import { useLingui } from "@lingui/react";
import { useMatch } from "@tanstack/react-router";
import type { LocationNode } from "../../shared/contract/locations";
import { headOf, type Head } from "../../shared/head";
import type { RouteDef } from "../../shared/routes";
import { translator } from "./translate";

/** The matched page of the route table, or null where none matched (the 404 page). */
export function useCurrentPage(): {
  route: RouteDef;
  place: LocationNode | null;
  category: { slug: string; name: string } | null;
  post: { title: string; excerpt: string } | null;
} | null {
  // The language route's context, typed from what its beforeLoad returns; absent above it (the root's 404).
  const context = useMatch({ from: "/{-$locale}", shouldThrow: false, select: (match) => match.context });
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
