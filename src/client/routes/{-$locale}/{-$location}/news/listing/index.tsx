import { createFileRoute } from "@tanstack/react-router";
import { ListingPage, listingDeps, loadListing, validateListingSearch } from "../../../../../features/posts";

export const Route = createFileRoute("/{-$locale}/{-$location}/news/listing/")({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, deps, params }) => loadListing(context, { ...deps, section: "news", location: params.location }),
  component: function NewsListing() {
    const { location } = Route.useParams();
    return <ListingPage params={{ ...Route.useLoaderDeps(), section: "news", location }} />;
  },
});
