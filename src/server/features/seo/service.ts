import type { Faq, SeoGeneralResponse, SeoMeta } from "../../../shared/contract/seo-meta";
import { headOf } from "../../../shared/head";
import { LOCALE_TAGS, type Locale } from "../../../shared/locales";
import { buildPath, isPropertyType, type RouteMatch } from "../../../shared/routes";
import { sectionSlugSchema } from "../../../shared/contract/sections";
import { seoMessages } from "../../../shared/messages/seo";
import type { Db } from "../../db/client";
import { faqPageLd, howToLd, organizationLd, websiteLd } from "../../html/json-ld";
import { translatorFor } from "../../http/messages";
import type { ReferenceCache, ReferenceData } from "../../db/reference-cache";
import { pageHeadOf } from "../../html/page-head";
import { resolvePage, type PageFacts } from "../../lib/page-resolution";
import { filterConditions } from "../../db/ad-filters";
import { countPosts } from "../../db/listing-repo";
import { findOverride } from "./repo";

/** Active ads a listing or category page shows (the same filters as GET /v1/posts). */
function countOnPage(db: Db, reference: ReferenceData, match: RouteMatch, facts: PageFacts): Promise<number> {
  const { route, params } = match;
  const propertyType = params.property_type;
  const section = sectionSlugSchema.safeParse(route.section);
  const query = {
    page: 1,
    per_page: 1,
    ...(section.success ? { section: section.data } : {}),
    ...(match.location ? { location: match.location } : {}),
    ...(facts.category && route.id !== "properties.type" ? { category: facts.category.slug } : {}),
    ...(propertyType && isPropertyType(propertyType) ? { property_type: propertyType } : {}),
  };
  return countPosts(db, filterConditions(db, reference, query));
}

/** The generated text and questions under a listing: what it holds and how to use it (overridden per page by hand). */
async function generatedBlock(
  db: Db,
  reference: ReferenceData,
  match: RouteMatch,
  facts: PageFacts,
  h1: string,
): Promise<{ text: string; faq: Faq[] }> {
  if (match.route.kind !== "listing" && match.route.kind !== "category") return { text: "", faq: [] };
  const count = String(await countOnPage(db, reference, match, facts));
  const t = translatorFor(match.locale);
  return {
    text: t(seoMessages.listingText, { title: h1, count }),
    faq: [
      { question: t(seoMessages.faqCountQ, { title: h1 }), answer: t(seoMessages.faqCountA, { count }) },
      { question: t(seoMessages.faqContactQ), answer: t(seoMessages.faqContactA) },
      { question: t(seoMessages.faqPostQ), answer: t(seoMessages.faqPostA) },
    ],
  };
}

/** A page's SEO block in the language of its path; null when the path is no page. */
export async function seoMeta(db: Db, cache: ReferenceCache, path: string, origin: string): Promise<SeoMeta | null> {
  const page = await resolvePage(db, cache, path);
  if (!page.found) return null;
  const { match, facts } = page;
  const t = translatorFor(match.locale);
  const head = headOf(match.route, t, {
    placeName: facts.placeName,
    categoryName: facts.category?.name ?? null,
    ownTitle: facts.post?.title ?? null,
    ownDescription: facts.post?.excerpt ?? null,
  });
  // Overrides are kept per page, not per language prefix: "/cdl" holds the ru, ua, pl and en texts.
  const neutral = buildPath(match.route, "ru", { location: match.location, params: match.params });
  const override = await findOverride(db, neutral, match.locale);
  const h1 = override?.h1 ?? head.h1;
  const generated =
    override?.seoText != null && override.faq != null
      ? null
      : await generatedBlock(db, await cache.get(), match, facts, h1);
  const seoText = override?.seoText ?? generated?.text ?? "";
  const faq = override?.faq ?? generated?.faq ?? [];
  const howto = override?.howto ?? null;
  const schema = [
    ...pageHeadOf(match, facts, origin).jsonLd,
    ...(faq.length ? [faqPageLd(faq)] : []),
    ...(howto ? [howToLd(howto)] : []),
  ];
  const kind = match.route.kind;
  return {
    title: override?.title ?? head.title,
    description: override?.description ?? head.description,
    seo_text: seoText,
    h1,
    schema: JSON.stringify(schema),
    faq,
    faq_listing: { faqs: kind === "listing" || kind === "category" || kind === "home" ? faq : [] },
    faq_single: { faqs: kind === "post" ? faq : [] },
    faqs_title: override?.faqsTitle ?? (faq.length ? t(seoMessages.faqsTitle) : ""),
    howto,
  };
}

/** The home page's head (in the caller's language) and the site-wide JSON-LD as text. */
export async function seoGeneral(
  db: Db,
  cache: ReferenceCache,
  locale: Locale,
  origin: string,
  homeUrl: string | undefined,
): Promise<SeoGeneralResponse["data"]> {
  const path = locale === "ru" ? "/" : `/${locale}`;
  const meta = await seoMeta(db, cache, path, origin);
  const url = homeUrl ?? origin + path;
  const title = meta?.title ?? "Obyava";
  const description = meta?.description ?? "";
  const master = [websiteLd(origin, url, LOCALE_TAGS[locale]), organizationLd(origin, description)];
  return { home: { url, title, description, h1: meta?.h1 ?? title }, master: JSON.stringify(master) };
}
