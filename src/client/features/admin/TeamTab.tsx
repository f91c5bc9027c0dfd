import { Trans } from "@lingui/react/macro";
import type { AdminTab } from "../../../shared/contract/admin";

/** The tabs of what the team edits (settings, words, categories, pages, banners). */
export function TeamTab({
  tab,
}: {
  tab: Exclude<AdminTab, "queue" | "reports" | "users" | "bans" | "audit"> | AdminTab;
}) {
  return (
    <p className="admin-empty" data-tab={tab}>
      <Trans>Этот раздел скоро появится.</Trans>
    </p>
  );
}
