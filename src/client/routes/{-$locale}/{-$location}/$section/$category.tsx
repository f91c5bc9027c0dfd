import { createFileRoute } from "@tanstack/react-router";
import { sectionSlugSchema } from "../../../../../shared/contract/sections";
import { allowedValues, isParamValue } from "../../../../../shared/routes";
import { ListingPage } from "../../../../features/posts/ListingPage";
import { listingDeps, listingSearchSchema, loadListing } from "../../../../features/posts/listing-route";

const SECTIONS = allowedValues("/{-$locale}/{-$location}/$section/$category", "section");

export const Route = createFileRoute("/{-$locale}/{-$location}/$section/$category")({
  params: {
    parse: ({ section, category }) => (SECTIONS.has(section) && isParamValue(category) ? { section: sectionSlugSchema.parse(section), category } : false),
  },
  validateSearch: listingSearchSchema,
  loaderDeps: ({ search }) => listingDeps(search),
  loader: ({ context, deps, params }) => loadListing(context, { ...deps, ...params }),
  component: function Category() {
    const { section, location, category } = Route.useParams();
    return <ListingPage params={{ ...Route.useLoaderDeps(), section, location, category }} />;
  },
});
