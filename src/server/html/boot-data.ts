import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { bootCalls, bootKey, BOOT_DATA_ID } from "../../shared/boot-data";
import { COOKIE } from "../../shared/constants";
import type { RouteMatch } from "../../shared/routes";

/** Answers an API path inside this server, without a socket (Hono's app.request). */
export type InternalFetch = (path: string, init: RequestInit) => Response | Promise<Response>;

/**
 * Request headers an answer may depend on besides the language (a trusted country, the client's
 * address, and what http/origin.ts decides the site's origin from: the inside call decides the same).
 */
const FORWARDED = [
  "user-agent",
  "x-forwarded-for",
  "x-real-ip",
  "cf-ipcountry",
  "cf-connecting-ip",
  "cookie",
  "host",
  "x-forwarded-host",
  "x-forwarded-proto",
];

/** The visitor's own headers an inside call carries, so it is answered as their own request would be. */
function forwardedHeaders(c: Context): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = c.req.header(name);
    if (value) headers[name] = value;
  }
  return headers;
}

/** A signed-in visitor's answers are their own: none of them goes into a page. */
export const isSignedIn = (c: Context) => Boolean(getCookie(c, COOKIE.token) || c.req.header("authorization"));

/**
 * The page's first public API answers (shared/boot-data.ts), keyed by bootKey; empty for a signed-in
 * visitor or when none answered.
 */
export async function bootAnswers(
  c: Context,
  fetchInternal: InternalFetch,
  match: RouteMatch,
  locationKind: "state" | "city" | null,
): Promise<Record<string, unknown>> {
  if (isSignedIn(c)) return {};
  const url = new URL(c.req.url);
  const headers = { ...forwardedHeaders(c), Accept: "application/json", "Accept-Language": match.locale };
  const calls = bootCalls(match, url.pathname, url.searchParams, locationKind);
  const answers = await Promise.all(
    calls.map(async (path) => {
      try {
        const response = await fetchInternal(path, { headers });
        return response.status === 200
          ? ([bootKey(match.locale, path), (await response.json()) as unknown] as const)
          : null;
      } catch {
        return null;
      }
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== null));
}

/** The answers as a JSON script for the HTML, or "" when there are none. */
export function bootDataScript(answers: Record<string, unknown>): string {
  if (Object.keys(answers).length === 0) return "";
  // "<" escaped: nothing in the data can close the script or open a comment.
  const json = JSON.stringify(answers).replace(/</g, "\\u003c");
  return `<script id="${BOOT_DATA_ID}" type="application/json">${json}</script>`;
}

/**
 * Sends the page renderer's API calls inside this server with the visitor's headers, and adds every
 * answer it gets to the page's boot data: the browser's first render then asks for, and gets, the same.
 */
export function recordingFetch(
  c: Context,
  fetchInternal: InternalFetch,
  answers: Record<string, unknown>,
  locale: string,
) {
  return async (apiPath: string, init: RequestInit): Promise<Response> => {
    const headers = { ...forwardedHeaders(c), ...(init.headers as Record<string, string>) };
    const response = await fetchInternal(apiPath, { ...init, headers });
    if ((init.method ?? "GET") === "GET" && response.status === 200) {
      answers[bootKey(headers["Accept-Language"] ?? locale, apiPath)] = await response.clone().json();
    }
    return response;
  };
}
