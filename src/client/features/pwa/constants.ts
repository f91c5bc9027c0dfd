/** The route-change loading bar: shown only for loads over 200 ms, so quick pages do not flicker. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 2000, hideDelayMs: 500, resetMs: 400, heightPx: 3 } as const;

/** Ripple on buttons. */
export const RIPPLE_MS = 400;

/** Scroll-to-top and the sticky sidebar work above this width: on phones they would cover the content. */
export const WIDE_MIN_PX = 641;
export const STICKY_SIDEBAR_TOP_PX = 100;
export const STICKY_SIDEBAR_SCROLLED_TOP_PX = 102;
/** How far down the page the scroll-to-top button appears. */
export const SCROLL_TOP_AFTER_PX = 400;
