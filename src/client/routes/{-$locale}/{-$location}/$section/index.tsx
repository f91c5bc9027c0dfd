import { createFileRoute } from "@tanstack/react-router";
import { loadPage } from "../../../../app/routing/page-loader";
import { isSectionSlug } from "../../../../../shared/contract/slugs";
import { allowedValues } from "../../../../../shared/routes";
import { ListingPage } from "../../../../app/screens/ListingPage";
import { listingDeps, validateListingSearch } from "../../../../features/posts/listing-route";

const SECTIONS = allowedValues("/{-$locale}/{-$location}/$section/", "section");

export const Route = createFileRoute("/{-$locale}/{-$location}/$section/")({
  params: { parse: ({ section }) => (SECTIONS.has(section) && isSectionSlug(section) ? { section } : false) },
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, params, deps }) => loadPage(context, params, deps),
  component: function Listing() {
    const { section, location } = Route.useParams();
    return <ListingPage params={{ ...Route.useLoaderDeps(), section, location }} />;
  },
});
