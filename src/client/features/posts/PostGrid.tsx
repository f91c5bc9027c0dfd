import { useQuery } from "@tanstack/react-query";
import type { PostCard as PostCardData } from "../../../shared/contract/posts";
import { useLocale } from "../../lib/useLocale";
import { sectionsQuery } from "../sections";
import { PostCard } from "./PostCard";

/** Cards in the first row at the widest layout: their photos load first, the rest as they come near. */
const FIRST_ROW = 3;

/**
 * Ads as a grid of cards; `withSections` puts each card's section name on it (lists that mix sections); `belowFold`
 * for a list that starts below the first screen (similar ads), whose photos all wait until they come near.
 */
export function PostGrid({
  posts,
  withSections = false,
  belowFold = false,
}: {
  posts: readonly PostCardData[];
  withSections?: boolean;
  belowFold?: boolean;
}) {
  const locale = useLocale();
  const sections = useQuery({ ...sectionsQuery(locale), enabled: withSections }).data?.data;
  const sectionName = (slug: string) =>
    withSections ? sections?.find((section) => section.slug === slug)?.name : undefined;
  return (
    <ul className="post-grid">
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard
            post={post}
            sectionName={sectionName(post.section)}
            loading={!belowFold && index < FIRST_ROW ? "lcp" : "lazy"}
          />
        </li>
      ))}
    </ul>
  );
}
