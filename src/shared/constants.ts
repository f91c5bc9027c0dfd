/** Business constants and limits shared by the client and the server. */
export const RESEND_COUNTDOWN_S = 60;
export const ERROR_DISPLAY_MS = 3000;
export const TOKEN_COOKIE_MAX_AGE_S = 2_592_000;
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
export const APP_POPUP_DELAY_MS = 20_000;
export const RELOAD_THROTTLE_MS = 10_000;
export const CLIPBOARD_FLAG_MS = 1500;
export const MAX_CONCURRENT_PRELOADS = 5;

export const TITLE_MIN = 5;
export const TITLE_MAX = 120;
export const CONTENT_MIN_EXCLUSIVE = 20;
export const CONTENT_MAX_EXCLUSIVE = 4500;
export const OTP_LENGTH = 6;
/** Photos of one ad: enough to show a flat or a car from every side, few enough to upload on a phone. */
export const MAX_PHOTOS = 10;

/** Listing page sizes (20 suits a phone screen, 50 bounds the server's work). */
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 50;

/**
 * Promoted ads take marked places of a listing, never its top: in every 20 places (0-based) these three,
 * while their promotion runs; every other place is the newest ads. Which promoted ads fill them turns
 * every hour, so each promoted ad has its turn on the first page.
 */
export const PROMOTED_SLOTS = { every: 20, at: [0, 7, 14] } as const;
export const PROMOTED_ROTATION_MS = 60 * 60 * 1000;
/** The home slider shows at most this many ads whose slider promotion runs, turning every hour like pinned ads. */
export const HOME_SLIDER_MAX = 12;

/** Cookie names, read by the client and the server alike. */
export const COOKIE = { token: "token", location: "location", locale: "i18n_redirected" } as const;

/** A section's count in a search's groups stops here (each counted ad is a read): shown as "20+". */
export const SEARCH_GROUP_COUNT_CAP = 20;
/** A search's results are ranked among at most this many ads (five pages of twenty): a total there is "100+". */
export const SEARCH_TOTAL_CAP = 100;
/** A place hint's count stops here, the same way. */
export const SEARCH_HINT_COUNT_CAP = 100;
