import { useEffect, useRef } from "react";
import { alternatesOf, canonicalOf } from "../../../shared/head";
import { patternValues } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { usePageHead } from "../../lib/usePageHead";
import { useLocation, useParams } from "@tanstack/react-router";

function upsertMeta(name: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/** Keeps the head the server rendered in step with client navigation: title, description, canonical, hreflang. */
export function HeadSync() {
  const { route, head } = usePageHead();
  const locale = useLocale();
  const params = useParams({ strict: false });
  const values = patternValues(route, params);
  // Drawn on the server too, where the head is already the server's own and the effects never run.
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const canonical = canonicalOf(route, locale, values, origin);
  const alternates = alternatesOf(route, values, origin);
  const alternatesKey = JSON.stringify(alternates);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    document.title = head.title;
    upsertMeta("description", head.description);
    upsertMeta("robots", route.indexable ? "index, follow" : "noindex");
  }, [head.title, head.description, route.indexable]);

  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement("link");
      link.rel = "canonical";
      document.head.append(link);
    }
    link.href = canonical;
    for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
    for (const { hreflang, href } of JSON.parse(alternatesKey) as { hreflang: string; href: string }[]) {
      const alternate = document.createElement("link");
      alternate.rel = "alternate";
      alternate.hreflang = hreflang;
      alternate.href = href;
      document.head.append(alternate);
    }
  }, [canonical, alternatesKey]);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    // The server's structured data described the first page only; the next page must not inherit it.
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
    // Screen readers start reading the new page, not the link that led to it.
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
