import type { INFO_PAGES, LANDING_PAGES, LOCATION_PAGES } from "./routes";

/**
 * The pages drawn from a document of their own (`content/pages/<page>/<locale>.md`, then the database):
 * the information pages people read before they trust the site, and the landings. The payment pages of
 * the same route tables are flows, not documents.
 */
export const DOCUMENT_PAGES = [
  "terms-of-use",
  "privacy-policy",
  "faq",
  "about",
  "team",
  "mobapps",
  "contact-us",
  "create-contact",
  "feedbacks",
  "send-article",
  "support-ukraine",
  "la",
  "mi",
  "ny",
  "ph",
  "se",
  "chi",
  "chi-ua",
  "site",
  "insta",
  "nosov",
  "telega",
  "tik-tok",
  "telegram-cdl",
  "mobileap",
  "mobileapp",
  "mobile-app",
] as const satisfies readonly (keyof typeof INFO_PAGES | keyof typeof LOCATION_PAGES | keyof typeof LANDING_PAGES)[];
export type DocumentPage = (typeof DOCUMENT_PAGES)[number];

const KNOWN: ReadonlySet<string> = new Set(DOCUMENT_PAGES);
export const isDocumentPage = (page: string): page is DocumentPage => KNOWN.has(page);

/** Documents people agree to: they show their version and the day it took effect. */
export const LEGAL_PAGES: readonly DocumentPage[] = ["terms-of-use", "privacy-policy"];

/** The longest page name (`telegram-cdl`): a longer path segment is refused before any lookup. */
export const DOCUMENT_PAGE_MAX = Math.max(...DOCUMENT_PAGES.map((page) => page.length));

/** The path of a page's document in the API. */
export const infoPagePath = (page: DocumentPage): string => `/v1/info-pages/${page}`;
/** The site's live figures shown on /about. */
export const SITE_FIGURES_PATH = "/v1/site-figures";
