import { createFileRoute } from "@tanstack/react-router";
import { ListingPage, listingDeps, loadListing, validateListingSearch } from "../../../../../../features/posts";

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
