import { createFileRoute } from "@tanstack/react-router";
import { ListingPage } from "../../../../../../features/posts/ListingPage";
import { listingDeps, validateListingSearch, loadListing } from "../../../../../../features/posts/listing-route";

export const Route = createFileRoute("/{-$locale}/{-$location}/news/listing/tag/$tag")({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, deps, params }) =>
    loadListing(context, { ...deps, section: "news", location: params.location, tag: params.tag }),
  component: function NewsTag() {
    const { location, tag } = Route.useParams();
    return <ListingPage params={{ ...Route.useLoaderDeps(), section: "news", location, tag }} />;
  },
});
