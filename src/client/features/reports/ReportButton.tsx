import { Trans, useLingui } from "@lingui/react/macro";
import { useSetAtom } from "jotai";
import { Suspense, useState } from "react";
import type { ReportTarget } from "../../../shared/contract/moderation";
import { useHydrated } from "../../lib/useHydrated";
import { showAuthPopupAtom } from "../../api/session/state";
import { useSessionUser } from "../../api/session/useSession";
import { TARGET_TITLES } from "./reasons";
import "./reports.css";
import { lazyPart } from "../../lib/lazy-part";

// The dialog (reasons, note, its call) loads when someone means to report, not with the page.
const ReportDialog = lazyPart(() => import("./ReportDialog").then((module) => module.ReportDialog));

export interface ReportButtonProps {
  target: ReportTarget;
  targetId: number;
  /** Whose object it is: nobody reports their own ad, profile or message. */
  ownerId: number | null;
  /**
   * A small link-like button under a chat message instead of a full one. Its name is its word alone and the
   * message it reports describes it (`describedBy`): many such buttons stand in one conversation.
   */
  compact?: boolean;
  describedBy?: string;
}

/**
 * «Пожаловаться»: the report dialog. Anyone may report an ad (a scam is seen before signing in); a user or a message
 * asks a visitor to sign in first.
 */
export function ReportButton({ target, targetId, ownerId, compact = false, describedBy }: ReportButtonProps) {
  const { i18n } = useLingui();
  const user = useSessionUser();
  const showAuth = useSetAtom(showAuthPopupAtom);
  const [open, setOpen] = useState(false);
  // Drawn by the server, the button answers only once the app runs it: until then it says it cannot yet.
  const hydrated = useHydrated();
  if (user && ownerId === user.id) return null;
  const label = i18n._(TARGET_TITLES[target]);
  return (
    <>
      <button
        type="button"
        className={compact ? "report-button report-button--compact" : "button report-button"}
        aria-label={compact ? undefined : label}
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        disabled={!hydrated}
        onClick={() => (user || target === "post" ? setOpen(true) : showAuth({ type: "login" }))}
      >
        {compact ? null : (
          <svg className="report-button__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M5 21V4h9.5l.5 2H20v10h-6.5l-.5-2H7v7z" fill="currentColor" />
          </svg>
        )}
        <Trans>Пожаловаться</Trans>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog target={target} targetId={targetId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
