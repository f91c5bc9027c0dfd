import { createFileRoute } from "@tanstack/react-router";
import { HomePage, listingDeps, loadListing, validateListingSearch } from "../../../features/posts";

export const Route = createFileRoute("/{-$locale}/{-$location}/")({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, deps, params }) => loadListing(context, { ...deps, location: params.location }),
  component: function Home() {
    const { location } = Route.useParams();
    return <HomePage params={{ ...Route.useLoaderDeps(), location }} />;
  },
});
