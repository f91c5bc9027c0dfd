import { useQuery } from "@tanstack/react-query";
import { Fragment, type ReactNode } from "react";
import type { PostCard as PostCardData } from "../../../shared/contract/posts";
import { useLocale } from "../../lib/useLocale";
import { sectionsQuery } from "../../api/sections";
import { PostCard } from "./PostCard";

/** Cards in the first row at the widest layout: their photos load first, the rest as they come near. */
const FIRST_ROW = 3;
/** A banner among the cards stands after this many (two rows on a tablet, three on a phone). */
const INSIDE_AFTER = 6;

/**
 * Ads as a grid of cards; `withSections` puts each card's section name on it (lists that mix sections); `belowFold`
 * for a list that starts below the first screen (similar ads), whose photos all wait until they come near.
 */
export function PostGrid({
  posts,
  withSections = false,
  belowFold = false,
  inside,
}: {
  posts: readonly PostCardData[];
  withSections?: boolean;
  belowFold?: boolean;
  /** What stands among the cards (a banner), after the first rows. */
  inside?: ReactNode;
}) {
  const locale = useLocale();
  const sections = useQuery({ ...sectionsQuery(locale), enabled: withSections }).data?.data;
  const sectionName = (slug: string) =>
    withSections ? sections?.find((section) => section.slug === slug)?.name : undefined;
  return (
    <ul className="post-grid">
      {posts.map((post, index) => (
        <Fragment key={post.id}>
          <li>
            <PostCard
              post={post}
              sectionName={sectionName(post.section)}
              loading={!belowFold && index < FIRST_ROW ? "lcp" : "lazy"}
            />
          </li>
          {inside && index === INSIDE_AFTER - 1 ? <li className="post-grid__inside">{inside}</li> : null}
        </Fragment>
      ))}
    </ul>
  );
}
