import { createFileRoute } from "@tanstack/react-router";
import { loadPage } from "../../../../../app/routing/page-loader";
import { ListingPage } from "../../../../../app/screens/ListingPage";
import { listingDeps, validateListingSearch } from "../../../../../features/posts/listing-route";

export const Route = createFileRoute("/{-$locale}/{-$location}/news/listing/")({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, params, deps }) => loadPage(context, params, deps),
  component: function NewsListing() {
    const { location } = Route.useParams();
    return <ListingPage params={{ ...Route.useLoaderDeps(), section: "news", location }} />;
  },
});
