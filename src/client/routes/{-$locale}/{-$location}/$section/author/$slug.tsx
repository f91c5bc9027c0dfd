import { createFileRoute } from "@tanstack/react-router";
import { loadPage } from "../../../../../app/routing/page-loader";
import { isAuthorType } from "../../../../../../shared/contract/slugs";
import { fitsParam } from "../../../../../../shared/routes";
import { AuthorPage } from "../../../../../app/screens/AuthorPage";
import { integer, searchOf } from "../../../../../lib/search";

const validateSearch = searchOf({ page: integer(1) });

export const Route = createFileRoute("/{-$locale}/{-$location}/$section/author/$slug")({
  params: {
    parse: ({ section, slug }) => (isAuthorType(section) && fitsParam("slug", slug) ? { section, slug } : false),
  },
  validateSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) => loadPage(context, params, deps),
  component: function Author() {
    const { section, slug } = Route.useParams();
    return <AuthorPage type={section} slug={slug} page={Route.useLoaderDeps().page} />;
  },
});
