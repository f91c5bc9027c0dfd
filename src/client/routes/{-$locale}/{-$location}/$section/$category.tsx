import { createFileRoute } from "@tanstack/react-router";
import { loadPage } from "../../../../app/routing/page-loader";
import { isSectionSlug } from "../../../../../shared/contract/slugs";
import { allowedValues, fitsParam } from "../../../../../shared/routes";
import { ListingPage } from "../../../../app/screens/ListingPage";
import { listingDeps, validateListingSearch } from "../../../../features/posts/listing-route";

const SECTIONS = allowedValues("/{-$locale}/{-$location}/$section/$category", "section");

export const Route = createFileRoute("/{-$locale}/{-$location}/$section/$category")({
  params: {
    parse: ({ section, category }) =>
      SECTIONS.has(section) && isSectionSlug(section) && fitsParam("category", category)
        ? { section, category }
        : false,
  },
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, params, deps }) => loadPage(context, params, deps),
  component: function Category() {
    const { section, location, category } = Route.useParams();
    return <ListingPage params={{ ...Route.useLoaderDeps(), section, location, category }} />;
  },
});
