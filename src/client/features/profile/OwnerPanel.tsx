import { lazy, Suspense } from "react";
import type { PostDetail } from "../../../shared/contract/posts";
import { useHydrated } from "../../lib/useHydrated";
import { useSessionUser } from "../../api/session/useSession";

// Visitors never load the author's tools (the API calls, the dialog).
const OwnerControls = lazy(() => import("./OwnerControls").then((module) => ({ default: module.OwnerControls })));

/**
 * Above an ad, for its author only: its state (a hidden ad must not look live to them), how to take
 * it down or bring it back, and deleting it. Drawn once the app runs: the server's page is everyone's.
 */
export function OwnerPanel({ post }: { post: PostDetail }) {
  const user = useSessionUser();
  const hydrated = useHydrated();
  if (!hydrated || !user || post.author?.id !== user.id) return null;
  return (
    <Suspense fallback={null}>
      <OwnerControls post={post} />
    </Suspense>
  );
}
