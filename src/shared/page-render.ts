import type { Locale } from "./locales";

/**
 * What the server's page renderer (src/client/entry-server.tsx, built into dist-ssr) is asked and
 * answers; the server (src/server/html/ssr.ts) only sees these types, never the client's modules.
 */

/** Sends an API request: the browser's fetch, or the server's own app while it draws a page. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;

export interface PageRequest {
  /** Path and query of the page. */
  url: string;
  locale: Locale;
  /** The language's compiled catalog (Lingui's id → message). */
  messages: Record<string, unknown>;
  /** The page's boot data (bootKey → answer): its calls take these before asking `send`. */
  answers: Record<string, unknown>;
  /** Answers any other API call inside the server. */
  send: Transport;
  /** Past this, what is still loading is left to the browser. */
  timeoutMs: number;
}

/** The markup of #root, or null when the browser should draw the page alone (a redirect, a missing page, an error). */
export type RenderPage = (request: PageRequest) => Promise<string | null>;
