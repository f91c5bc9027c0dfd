import type { SectionSlug } from "./contract/slugs";
import { LANDING_CITIES, LANDING_PAGES } from "./page-titles";

/** The site's own channels elsewhere: the promo landings, the footer and the organisation's JSON-LD link to them. */
export const SOCIAL_LINKS = {
  telegram: "https://t.me/obyava_usa",
  telegramCdl: "https://t.me/obyava_cdl",
  instagram: "https://www.instagram.com/obyava_usa",
  tiktok: "https://www.tiktok.com/@obyava_usa",
} as const;
export type SocialLink = keyof typeof SOCIAL_LINKS;

export type LandingPageName = keyof typeof LANDING_PAGES;

/**
 * What a landing offers: a city's ads (its counts and freshest ads of each section), joining one of the site's
 * channels, or installing the app; `ads` is which ads fit the offer.
 */
export type LandingOffer =
  | { kind: "city"; city: string }
  | { kind: "channel"; link: SocialLink; ads: LandingAds }
  | { kind: "app"; ads: LandingAds };

export interface LandingAds {
  /** Only these sections (all the ad sections when absent). */
  sections?: readonly SectionSlug[];
  /** Only ads with a photo: the pages of picture networks show pictures. */
  withPhotos?: boolean;
}

/** The sections a landing shows ads of, in the order people look for them: articles are not ads. */
export const LANDING_AD_SECTIONS = [
  "job",
  "cdl",
  "no-cdl",
  "properties",
  "rent-sale",
  "business",
  "workers",
  "drivers-cv",
  "afisha",
  "dating",
] as const satisfies readonly SectionSlug[];

/** How many ads a city landing shows of each section, and a promo or app landing in all. */
export const LANDING_ADS_PER_SECTION = 4;
export const LANDING_ADS_TOTAL = 12;
/** A city landing shows at most this many sections (those with the most ads first). */
export const LANDING_SECTIONS_SHOWN = 6;

const channel = (link: SocialLink, ads: LandingAds = {}): LandingOffer => ({ kind: "channel", link, ads });
const app: LandingOffer = { kind: "app", ads: {} };

/** The promo and app landings' offers (a city landing's is its city, from the route table). */
export const LANDING_OFFERS: Partial<Record<LandingPageName, LandingOffer>> = {
  site: channel("telegram"),
  telega: channel("telegram"),
  nosov: channel("telegram"),
  insta: channel("instagram", { withPhotos: true }),
  "tik-tok": channel("tiktok", { withPhotos: true }),
  "telegram-cdl": channel("telegramCdl", { sections: ["cdl"] }),
  mobileap: app,
  mobileapp: app,
  "mobile-app": app,
};

export function isLandingPage(page: string): page is LandingPageName {
  return Object.hasOwn(LANDING_PAGES, page);
}

/** The offer of a landing, from the route table's city map and the offers above. */
export function landingOffer(page: LandingPageName): LandingOffer {
  const city = LANDING_CITIES[page];
  if (city) return { kind: "city", city };
  return LANDING_OFFERS[page] ?? app;
}
