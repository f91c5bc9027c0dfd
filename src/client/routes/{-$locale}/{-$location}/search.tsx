import { createFileRoute } from "@tanstack/react-router";
import { loadPage } from "../../../app/routing/page-loader";
import { SearchPage } from "../../../app/screens/SearchPage";
import { siteSearchDeps, validateSiteSearch } from "../../../features/search/search-route";

export const Route = createFileRoute("/{-$locale}/{-$location}/search")({
  validateSearch: validateSiteSearch,
  loaderDeps: ({ search }) => siteSearchDeps(search),
  loader: ({ context, params, deps }) => loadPage(context, params, { page: deps.page }, deps.search),
  component: function Search() {
    const { location } = Route.useParams();
    const { page, search } = Route.useLoaderDeps();
    return <SearchPage search={search} page={page} location={location} />;
  },
});
