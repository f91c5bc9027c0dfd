import { createFileRoute } from "@tanstack/react-router";
import { fitsParam } from "../../../../../../shared/routes";
import { loadPage } from "../../../../../app/routing/page-loader";
import { ListingPage } from "../../../../../app/screens/ListingPage";
import { listingDeps, validateListingSearch } from "../../../../../features/posts/listing-route";
import { ReportButton } from "../../../../../features/reports/ReportButton";

export const Route = createFileRoute("/{-$locale}/{-$location}/feed/user/$id")({
  params: { parse: ({ id }) => (fitsParam("id", id) ? { id } : false) },
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, params, deps }) => loadPage(context, params, deps),
  component: function UserFeed() {
    const { location, id } = Route.useParams();
    return (
      <>
        <ListingPage params={{ ...Route.useLoaderDeps(), location, user: Number(id) }} />
        <p className="user-feed__report">
          <ReportButton target="user" targetId={Number(id)} ownerId={Number(id)} />
        </p>
      </>
    );
  },
});
