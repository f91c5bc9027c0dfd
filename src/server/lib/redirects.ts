import type { AppMiddleware } from "../../shared/contract/redirects";
import type { Db } from "../db/client";
import { findRedirectRow } from "../db/redirects-repo";

export interface Redirect {
  target: string;
  status: 301 | 302 | 307 | 308;
  appMiddleware: AppMiddleware;
}

const STATUSES = [301, 302, 307, 308] as const;

/** A stored status that is not a redirect status is read as 301 rather than breaking the page. */
function statusOf(value: number): Redirect["status"] {
  return STATUSES.find((status) => status === value) ?? 301;
}

/**
 * Rows hold paths as people read them ("/работа", not "/%D1%80…"): a path from the API is decoded the
 * way the page router decodes request paths (decodeURI: an encoded "/" stays encoded).
 */
export function redirectKey(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export async function findRedirect(db: Db, path: string): Promise<Redirect | null> {
  const row = await findRedirectRow(db, path);
  return row ? { target: row.target, status: statusOf(row.status), appMiddleware: row.appMiddleware } : null;
}

/** Where a page request goes: the target, with the request's query when the target has none of its own. */
export function locationOf(target: string, search: string): string {
  return search && !target.includes("?") ? target + search : target;
}
