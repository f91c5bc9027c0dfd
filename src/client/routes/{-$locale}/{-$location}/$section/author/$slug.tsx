import { createFileRoute, notFound } from "@tanstack/react-router";
import { isAuthorType } from "../../../../../../shared/contract/slugs";
import { ApiError } from "../../../../../lib/api";
import { AuthorPage, authorQuery } from "../../../../../features/articles";
import { routeData } from "../../../../../lib/query-client";
import { integer, searchOf } from "../../../../../lib/search";

const validateSearch = searchOf({ page: integer(1) });

export const Route = createFileRoute("/{-$locale}/{-$location}/$section/author/$slug")({
  params: { parse: ({ section, slug }) => (isAuthorType(section) ? { section, slug } : false) },
  validateSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, params, deps }) => {
    try {
      return await routeData(context.queryClient, authorQuery(context.locale, params.section, params.slug, deps.page));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: function Author() {
    const { section, slug } = Route.useParams();
    return <AuthorPage type={section} slug={slug} page={Route.useLoaderDeps().page} />;
  },
});
