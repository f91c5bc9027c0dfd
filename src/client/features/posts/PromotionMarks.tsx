import { Trans } from "@lingui/react/macro";

/**
 * The «Срочно» badge of an ad whose urgent promotion runs: a red pill on its card's photo and beside its
 * title on its page. Its text is what a visitor (and a test) finds it by.
 */
export function UrgentBadge({ className }: { className?: string }) {
  return (
    <span className={className ? `urgent-badge ${className}` : "urgent-badge"}>
      <Trans>Срочно</Trans>
    </span>
  );
}

/** The mark of an ad pinned in its list's place: a pushpin and «Закреплено». */
export function PinnedMark() {
  return (
    <span className="chip chip--pinned">
      <svg className="chip__icon" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M15 3l6 6-3 1-4 4 1 5-2 2-4-4-5 5-1-1 5-5-4-4 2-2 5 1 4-4z" fill="currentColor" />
      </svg>
      <Trans>Закреплено</Trans>
    </span>
  );
}
