import { createFileRoute } from "@tanstack/react-router";
import { isParamValue } from "../../../../../shared/routes";
import { ListingPage, listingDeps, loadListing, validateListingSearch } from "../../../../features/posts";

// Driver jobs of a category, CDL and non-CDL together.
export const Route = createFileRoute("/{-$locale}/{-$location}/drivers-category/$category")({
  params: { parse: ({ category }) => (isParamValue(category) ? { category } : false) },
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, deps, params }) => loadListing(context, { ...deps, ...params }),
  component: function DriversCategory() {
    const { location, category } = Route.useParams();
    return <ListingPage params={{ ...Route.useLoaderDeps(), location, category }} />;
  },
});
