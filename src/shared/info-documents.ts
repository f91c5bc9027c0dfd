import type { INFO_PAGES, LANDING_PAGES, LOCATION_PAGES } from "./page-titles";

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
