import { Trans } from "@lingui/react/macro";
import { Icon } from "../../ui/Icon";

/**
 * The «Срочно» badge of an ad whose urgent promotion runs: a red pill on its card's photo and beside its
 * title on its page. Its text is what a visitor (and a test) finds it by.
 */
export function UrgentBadge() {
  return (
    <span className="urgent-badge">
      <Trans>Срочно</Trans>
    </span>
  );
}

/** The mark of an ad pinned in its list's place: a pushpin and «Закреплено». */
export function PinnedMark() {
  return (
    <span className="chip chip--pinned">
      <Icon name="pushpin" size={12} />
      <Trans>Закреплено</Trans>
    </span>
  );
}
