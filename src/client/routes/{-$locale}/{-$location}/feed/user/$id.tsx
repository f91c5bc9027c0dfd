import { createFileRoute } from "@tanstack/react-router";
import { fitsParam } from "../../../../../../shared/routes";
import { loadPage } from "../../../../../features/routing";
import { ListingPage } from "../../../../../features/posts";
import { listingDeps, validateListingSearch } from "../../../../../features/posts";

export const Route = createFileRoute("/{-$locale}/{-$location}/feed/user/$id")({
  params: { parse: ({ id }) => (fitsParam("id", id) ? { id } : false) },
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, params, deps }) => loadPage(context, params, deps),
  component: function UserFeed() {
    const { location, id } = Route.useParams();
    return <ListingPage params={{ ...Route.useLoaderDeps(), location, user: Number(id) }} />;
  },
});
