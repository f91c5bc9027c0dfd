import type { PostCard as PostCardData } from "../../shared/contract/posts";
import { DEFAULT_LOCALE, type Locale } from "../../shared/locales";
import { buildPath, ROUTES_BY_ID } from "../../shared/routes";
import { useLocale } from "./useLocale";

/**
 * The language a post's page opens in: the visitor's, or Russian where the section has no page in
 * theirs (no Polish afisha, dating or properties) rather than a dead link.
 */
export function postPageLocale(section: string, locale: Locale): Locale | null {
  const locales = ROUTES_BY_ID.get(`post.${section}`)?.locales ?? [];
  if (locales.includes(locale)) return locale;
  return locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : null;
}

/** The detail page of a post (its canonical address, without a location), in the current language where it has one. */
export function usePostHref(): (post: Pick<PostCardData, "section" | "slug">) => string {
  const locale = useLocale();
  return (post) => {
    const route = ROUTES_BY_ID.get(`post.${post.section}`);
    const pageLocale = postPageLocale(post.section, locale);
    return route && pageLocale ? buildPath(route, pageLocale, { params: { slug: post.slug } }) : "#";
  };
}
