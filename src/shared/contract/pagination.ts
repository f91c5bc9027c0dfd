// Without zod: the client's listing routes read it before any schema loads (as slugs.ts).

/**
 * A listing page past its last one: real marketplaces answer it 404 rather than an empty
 * «page 99 of 17», and the server and the app agree on it through this one rule.
 */
export function isPastLastPage(meta: { page: number; last_page: number }): boolean {
  return meta.page > 1 && meta.page > meta.last_page;
}
