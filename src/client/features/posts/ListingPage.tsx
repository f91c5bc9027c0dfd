import { usePageHead } from "../pages/usePageHead";
import type { PostListParams } from "./api";
import { LatestPosts } from "./LatestPosts";
import { ListingFilters } from "./ListingFilters";

/** A listing of the route table (section, category, type, tag, user): H1, search and filters, the ads. */
export function ListingPage({ params }: { params: PostListParams }) {
  const { route, head } = usePageHead();
  const filtersKey = JSON.stringify({ ...params, page: undefined });
  return (
    <>
      <h1 className="page-title">{head.h1}</h1>
      <ListingFilters key={filtersKey} params={params} fixedPropertyType={route.id === "properties.type"} />
      <LatestPosts params={params} />
    </>
  );
}
