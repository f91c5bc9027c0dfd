import { createFileRoute } from "@tanstack/react-router";
import { loadPage } from "../../../../../app/routing/page-loader";
import { isPropertyType } from "../../../../../../shared/routes";
import { ListingPage } from "../../../../../app/screens/ListingPage";
import { listingDeps, validateListingSearch } from "../../../../../features/posts/listing-route";

export const Route = createFileRoute("/{-$locale}/{-$location}/properties/type/$propertyType")({
  params: { parse: ({ propertyType }) => (isPropertyType(propertyType) ? { propertyType } : false) },
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, params, deps }) => loadPage(context, params, deps),
  component: function PropertyType() {
    const { location, propertyType } = Route.useParams();
    return (
      <ListingPage
        params={{ ...Route.useLoaderDeps(), section: "properties", location, property_type: propertyType }}
      />
    );
  },
});
