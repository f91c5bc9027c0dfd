import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../../../features/posts/HomePage";
import { listingDeps, validateListingSearch, loadListing } from "../../../features/posts/listing-route";

export const Route = createFileRoute("/{-$locale}/{-$location}/")({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, deps, params }) => loadListing(context, { ...deps, location: params.location }),
  component: function Home() {
    const { location } = Route.useParams();
    return <HomePage params={{ ...Route.useLoaderDeps(), location }} />;
  },
});
