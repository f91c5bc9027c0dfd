import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { NewsTagList } from "../../features/articles/NewsTagList";
import { BannerSlot } from "../../features/banners/BannerSlot";
import { useCurrentPage, usePageHead } from "../../lib/usePageHead";
import { CategoryList } from "../../features/sections/CategoryList";
import { SeoBlock } from "../../features/seo/SeoBlock";
import { Modal } from "../../ui/Modal";
import type { PostListParams } from "../../api/posts";
import { ActiveFilters } from "../../features/posts/ActiveFilters";
import { LatestPosts } from "../../features/posts/LatestPosts";
import { ListingFilters } from "../../features/posts/ListingFilters";

/**
 * A listing of the route table (section, category, type, tag, user): H1, the ads with the filters in use above them,
 * and beside them (wide screens) the filters and banners in a sticky sidebar; on a phone the filters open in a sheet.
 */
export function ListingPage({ params }: { params: PostListParams }) {
  const { t } = useLingui();
  const { route, head } = usePageHead();
  const place = useCurrentPage()?.place;
  const [sheetOpen, setSheetOpen] = useState(false);
  const filtersKey = JSON.stringify({ ...params, page: undefined });
  const fixedPropertyType = route.id === "properties.type";
  const where = {
    type: route.meta ?? undefined,
    location: params.location,
    city: place?.kind === "city" ? place.slug : undefined,
    category: params.category,
  };
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
      <div className="listing">
        <div className="listing__main">
          <ActiveFilters params={params} fixedPropertyType={fixedPropertyType} onOpen={() => setSheetOpen(true)} />
          <BannerSlot placement="listing" where={where} />
          <LatestPosts params={params} inside={<BannerSlot placement="inside" where={where} />} />
        </div>
        <aside className="listing__side sidebar" aria-label={t`Фильтры`}>
          <ListingFilters key={filtersKey} params={params} fixedPropertyType={fixedPropertyType} />
          <BannerSlot placement="sidebar" where={where} />
        </aside>
      </div>
      <Modal open={sheetOpen} onClose={() => setSheetOpen(false)} title={t`Фильтры`} closeOnMask sheetOnMobile>
        <h2 className="modal__title">{t`Фильтры`}</h2>
        <ListingFilters
          key={filtersKey}
          params={params}
          fixedPropertyType={fixedPropertyType}
          onApplied={() => setSheetOpen(false)}
        />
      </Modal>
      <SeoBlock />
    </>
  );
}
