import { NewsTagList } from "../articles";
import { BannerSlot } from "../banners";
import { useCurrentPage, usePageHead } from "../pages";
import { CategoryList } from "../sections";
import { SeoBlock } from "../seo";
import type { PostListParams } from "./api";
import { LatestPosts } from "./LatestPosts";
import { ListingFilters } from "./ListingFilters";

/** A listing of the route table (section, category, type, tag, user): H1, search and filters, the ads. */
export function ListingPage({ params }: { params: PostListParams }) {
  const { route, head } = usePageHead();
  const place = useCurrentPage()?.place;
  const filtersKey = JSON.stringify({ ...params, page: undefined });
  return (
    <>
      <h1 className="page-title">{head.h1}</h1>
      {/* A section's own listing and its category pages list the section's categories. */}
      {params.section && (route.id === `listing.${params.section}` || route.id === `category.${params.section}`) ? (
        <CategoryList section={params.section} location={params.location} current={params.category} />
      ) : null}
      {route.section === "news" && route.kind !== "category" ? (
        <NewsTagList location={params.location} current={params.tag} />
      ) : null}
      <ListingFilters key={filtersKey} params={params} fixedPropertyType={route.id === "properties.type"} />
      <BannerSlot
        placement="listing"
        where={{
          type: route.meta ?? undefined,
          location: params.location,
          city: place?.kind === "city" ? place.slug : undefined,
          category: params.category,
        }}
      />
      <LatestPosts params={params} />
      <SeoBlock />
    </>
  );
}
