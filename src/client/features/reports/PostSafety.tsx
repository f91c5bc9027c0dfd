import type { PostDetail } from "../../../shared/contract/posts";
import { ReportButton } from "./ReportButton";
import { SafetyTips } from "../../ui/SafetyTips";

/** Under an ad's contacts: how to deal safely, and a report of the ad (not to its own author). */
export function PostSafety({ post }: { post: PostDetail }) {
  return (
    <div className="post-safety">
      <SafetyTips />
      <ReportButton target="post" targetId={post.id} ownerId={post.author?.id ?? null} />
    </div>
  );
}
