import { createFileRoute } from "@tanstack/react-router";
import { loadPage } from "../../../app/routing/page-loader";
import { HomePage } from "../../../app/screens/HomePage";
import { listingDeps, validateListingSearch } from "../../../features/posts/listing-route";

export const Route = createFileRoute("/{-$locale}/{-$location}/")({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, params, deps }) => loadPage(context, params, deps),
  component: function Home() {
    const { location } = Route.useParams();
    return <HomePage params={{ ...Route.useLoaderDeps(), location }} />;
  },
});
