import { SOCIAL_LINKS } from "../../shared/landings";

/** schema.org data for search engines, as JSON-LD (https://schema.org). */
export type JsonLd = Readonly<Record<string, unknown>>;

export const SITE_NAME = "Obyava";

export function websiteLd(origin: string, homeUrl: string, languageTag: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: SITE_NAME,
    url: homeUrl,
    inLanguage: languageTag,
    publisher: { "@id": `${origin}/#organization` },
  };
}

export function organizationLd(origin: string, description: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
    description,
    sameAs: [SOCIAL_LINKS.telegram, SOCIAL_LINKS.instagram, SOCIAL_LINKS.tiktok],
  };
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * A JSON-LD script element. `<` is written as \u003c so no text (a post title holding
 * "</script>" or "<!--") can end the element early; U+2028/2029 are escaped for old parsers.
 */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/ld+json">${json}</script>`;
}

export function faqPageLd(faqs: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function howToLd(howto: { name: string; steps: readonly { name: string; text: string }[] }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name: howto.name,
    step: howto.steps.map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      name: step.name,
      text: step.text,
    })),
  };
}
