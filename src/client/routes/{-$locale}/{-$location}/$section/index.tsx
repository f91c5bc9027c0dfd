import { createFileRoute } from "@tanstack/react-router";
import { isSectionSlug } from "../../../../../shared/contract/slugs";
import { allowedValues } from "../../../../../shared/routes";
import { ListingPage, listingDeps, loadSectionListing, validateListingSearch } from "../../../../features/posts";

const SECTIONS = allowedValues("/{-$locale}/{-$location}/$section/", "section");

export const Route = createFileRoute("/{-$locale}/{-$location}/$section/")({
  params: { parse: ({ section }) => (SECTIONS.has(section) && isSectionSlug(section) ? { section } : false) },
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, deps, params }) =>
    loadSectionListing(context, { ...deps, section: params.section, location: params.location }),
  component: function Listing() {
    const { section, location } = Route.useParams();
    return <ListingPage params={{ ...Route.useLoaderDeps(), section, location }} />;
  },
});
