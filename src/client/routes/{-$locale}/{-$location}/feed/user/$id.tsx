import { createFileRoute } from "@tanstack/react-router";
import { ListingPage, listingDeps, loadListing, validateListingSearch } from "../../../../../features/posts";

export const Route = createFileRoute("/{-$locale}/{-$location}/feed/user/$id")({
  params: { parse: ({ id }) => (/^[1-9]\d{0,9}$/.test(id) ? { id } : false) },
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, deps, params }) =>
    loadListing(context, { ...deps, location: params.location, user: Number(params.id) }),
  component: function UserFeed() {
    const { location, id } = Route.useParams();
    return <ListingPage params={{ ...Route.useLoaderDeps(), location, user: Number(id) }} />;
  },
});
