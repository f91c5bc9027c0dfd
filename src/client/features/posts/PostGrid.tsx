import { useQuery } from "@tanstack/react-query";
import type { PostCard as PostCardData } from "../../../shared/contract/posts";
import { useLocale } from "../../lib/useLocale";
import { sectionsQuery } from "../sections";
import { PostCard } from "./PostCard";

/** Ads as a grid of cards; `withSections` puts each card's section name on it (lists that mix sections). */
export function PostGrid({ posts, withSections = false }: { posts: readonly PostCardData[]; withSections?: boolean }) {
  const locale = useLocale();
  const sections = useQuery({ ...sectionsQuery(locale), enabled: withSections }).data?.data;
  const sectionName = (slug: string) =>
    withSections ? sections?.find((section) => section.slug === slug)?.name : undefined;
  return (
    <ul className="post-grid">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} sectionName={sectionName(post.section)} />
        </li>
      ))}
    </ul>
  );
}
