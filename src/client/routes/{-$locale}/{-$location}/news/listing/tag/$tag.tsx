import { createFileRoute } from "@tanstack/react-router";
import { loadPage } from "../../../../../../app/routing/page-loader";
import { fitsParam } from "../../../../../../../shared/routes";
import { ListingPage } from "../../../../../../app/screens/ListingPage";
import { listingDeps, validateListingSearch } from "../../../../../../features/posts/listing-route";

export const Route = createFileRoute("/{-$locale}/{-$location}/news/listing/tag/$tag")({
  params: { parse: ({ tag }) => (fitsParam("tag", tag) ? { tag } : false) },
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, params, deps }) => loadPage(context, params, deps),
  component: function NewsTag() {
    const { location, tag } = Route.useParams();
    return <ListingPage params={{ ...Route.useLoaderDeps(), section: "news", location, tag }} />;
  },
});
