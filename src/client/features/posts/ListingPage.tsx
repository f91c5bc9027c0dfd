import type { PostListParams } from "./api";
import { usePageHead } from "../pages/usePageHead";
import { LatestPosts } from "./LatestPosts";

/** A section's listing: its H1 and the newest ads of the section, a page at a time. */
export function ListingPage({ params }: { params: PostListParams }) {
  const { head } = usePageHead();
  return (
    <>
      <h1 className="page-title">{head.h1}</h1>
      <LatestPosts params={params} />
    </>
  );
}
