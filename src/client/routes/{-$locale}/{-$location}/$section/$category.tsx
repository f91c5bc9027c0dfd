import { createFileRoute } from "@tanstack/react-router";
import { isSectionSlug } from "../../../../../shared/contract/slugs";
import { allowedValues, isParamValue } from "../../../../../shared/routes";
import { ListingPage, listingDeps, loadSectionListing, validateListingSearch } from "../../../../features/posts";

const SECTIONS = allowedValues("/{-$locale}/{-$location}/$section/$category", "section");

export const Route = createFileRoute("/{-$locale}/{-$location}/$section/$category")({
  params: {
    parse: ({ section, category }) =>
      SECTIONS.has(section) && isSectionSlug(section) && isParamValue(category) ? { section, category } : false,
  },
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, deps, params }) => loadSectionListing(context, { ...deps, ...params }),
  component: function Category() {
    const { section, location, category } = Route.useParams();
    return <ListingPage params={{ ...Route.useLoaderDeps(), section, location, category }} />;
  },
});
