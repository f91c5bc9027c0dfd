import { coercedInteger, oneOf, searchOf, text } from "../../lib/search";

const QUEUE_TABS = ["all", "new", "edited", "reported", "rule"] as const;

/** What the console's address holds besides its tab: each screen's filter, page and the opened ad or user. */
export const validateAdminSearch = searchOf({
  page: coercedInteger(1),
  /** The queue's tab. */
  reason: oneOf(QUEUE_TABS),
  /** The ad opened from the queue. */
  post: coercedInteger(1),
  /** Users: the search words, and the user opened. */
  q: text(1, 64, true),
  user: coercedInteger(1),
  /** Reports: which, and of what. */
  status: oneOf(["open", "upheld", "dismissed"] as const),
  target: oneOf(["user", "message"] as const),
  /** The audit log's filters. */
  action: text(1, 40, true),
  actor: coercedInteger(1),
});
export type AdminSearch = ReturnType<typeof validateAdminSearch>;
