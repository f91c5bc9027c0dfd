import type { SectionSlug } from "../../../shared/contract/slugs";

/** Symbols of public/icons/sections.svg: one small line drawing per kind of ad (precached by the service worker). */
type Art = "briefcase" | "truck" | "store" | "house" | "ticket" | "heart" | "paper";

const ART: Record<SectionSlug, Art> = {
  job: "briefcase",
  workers: "briefcase",
  cdl: "truck",
  "no-cdl": "truck",
  "drivers-cv": "truck",
  "drivers-corner": "truck",
  business: "store",
  properties: "house",
  "rent-sale": "house",
  afisha: "ticket",
  dating: "heart",
  blog: "paper",
  news: "paper",
  feed: "paper",
};

/**
 * What a card without photos shows in the photo's place: the section's drawing on its own light tint, so a list
 * of ads has no holes and says at a glance what kind each is. Decorative: the title names the card.
 */
export function SectionArt({ section }: { section: SectionSlug }) {
  const art = ART[section];
  return (
    <span className={`section-art section-art--${art}`} data-section-art={section} aria-hidden="true">
      <svg width="48" height="48" focusable="false">
        <use href={`/icons/sections.svg#${art}`} />
      </svg>
    </span>
  );
}
