import { createFileRoute } from "@tanstack/react-router";
import { isPropertyType } from "../../../../../../shared/routes";
import { ListingPage, listingDeps, loadListing, validateListingSearch } from "../../../../../features/posts";

export const Route = createFileRoute("/{-$locale}/{-$location}/properties/type/$propertyType")({
  params: { parse: ({ propertyType }) => (isPropertyType(propertyType) ? { propertyType } : false) },
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, deps, params }) =>
    loadListing(context, {
      ...deps,
      section: "properties",
      location: params.location,
      property_type: params.propertyType,
    }),
  component: function PropertyType() {
    const { location, propertyType } = Route.useParams();
    return (
      <ListingPage
        params={{ ...Route.useLoaderDeps(), section: "properties", location, property_type: propertyType }}
      />
    );
  },
});
