/**
 * Answers that show ads (listings, an ad, a user's feed, news): any cache may keep them, but must ask
 * the server again before each use (a 30 s max-age let a browser show an ad as it was before its
 * author's edit). The server's own short caches are dropped on every ad write (posts/invalidate.ts),
 * so asking again is cheap and always current. See docs/decisions.md, "Caches between a write and a read".
 */
export const ADS_CACHE_CONTROL = "public, no-cache";
