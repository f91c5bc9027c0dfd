import { createFileRoute } from "@tanstack/react-router";
import { loadPage } from "../../../../app/routing/page-loader";
import { fitsParam } from "../../../../../shared/routes";
import { ListingPage } from "../../../../app/screens/ListingPage";
import { listingDeps, validateListingSearch } from "../../../../features/posts/listing-route";

// Driver jobs of a category, CDL and non-CDL together.
export const Route = createFileRoute("/{-$locale}/{-$location}/drivers-category/$category")({
  params: { parse: ({ category }) => (fitsParam("category", category) ? { category } : false) },
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, params, deps }) => loadPage(context, params, deps),
  component: function DriversCategory() {
    const { location, category } = Route.useParams();
    return <ListingPage params={{ ...Route.useLoaderDeps(), location, category }} />;
  },
});
