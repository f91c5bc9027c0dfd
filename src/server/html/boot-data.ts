import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { bootCalls, bootKey, BOOT_DATA_ID } from "../../shared/boot-data";
import { COOKIE } from "../../shared/constants";
import type { RouteMatch } from "../../shared/routes";

/** Answers an API path inside this server, without a socket (Hono's app.request). */
export type InternalFetch = (path: string, init: RequestInit) => Response | Promise<Response>;

/** Request headers an answer may depend on besides the language (a trusted country, the client's address). */
const FORWARDED = ["user-agent", "x-forwarded-for", "x-real-ip", "cf-ipcountry", "cf-connecting-ip", "cookie"];

/**
 * The page's first API answers as a JSON script for the HTML (shared/boot-data.ts), or "" for a
 * signed-in visitor (their answers are their own and never go into a page) or when none answered.
 */
export async function bootDataScript(c: Context, fetchInternal: InternalFetch, match: RouteMatch, locationKind: "state" | "city" | null): Promise<string> {
  if (getCookie(c, COOKIE.token) || c.req.header("authorization")) return "";
  const url = new URL(c.req.url);
  const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": match.locale };
  for (const name of FORWARDED) {
    const value = c.req.header(name);
    if (value) headers[name] = value;
  }
  const calls = bootCalls(match, url.pathname, url.searchParams, locationKind);
  const answers = await Promise.all(
    calls.map(async (path) => {
      try {
        const response = await fetchInternal(path, { headers });
        return response.status === 200 ? ([bootKey(match.locale, path), (await response.json()) as unknown] as const) : null;
      } catch {
        return null;
      }
    }),
  );
  const data = Object.fromEntries(answers.filter((answer) => answer !== null));
  if (Object.keys(data).length === 0) return "";
  // "<" escaped: nothing in the data can close the script or open a comment.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script id="${BOOT_DATA_ID}" type="application/json">${json}</script>`;
}
