import { createFileRoute } from "@tanstack/react-router";
import { loadPage } from "../../../../../features/routing";
import { ListingPage } from "../../../../../features/posts";
import { listingDeps, validateListingSearch } from "../../../../../features/posts";

export const Route = createFileRoute("/{-$locale}/{-$location}/news/listing/")({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, params, deps }) => loadPage(context, params, deps),
  component: function NewsListing() {
    const { location } = Route.useParams();
    return <ListingPage params={{ ...Route.useLoaderDeps(), section: "news", location }} />;
  },
});
