/** Reads what a page's <head> says, the way a crawler would (attribute order as the server writes it). */
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const unescape = (value: string) => value.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

export interface ReadHead {
  lang: string | null;
  title: string | null;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  alternates: { hreflang: string; href: string }[];
  og: Record<string, string>;
  jsonLd: Record<string, unknown>[];
  hasAppShell: boolean;
}

const first = (html: string, pattern: RegExp) => {
  const value = pattern.exec(html)?.[1];
  return value === undefined ? null : unescape(value);
};

export function readHead(html: string): ReadHead {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  const titles = [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)];
  if (titles.length > 1) throw new Error("more than one <title>");
  return {
    lang: first(html, /<html lang="([^"]*)"/),
    title: first(head, /<title>([\s\S]*?)<\/title>/),
    description: first(head, /<meta name="description" content="([^"]*)"/),
    canonical: first(head, /<link rel="canonical" href="([^"]*)"/),
    robots: first(head, /<meta name="robots" content="([^"]*)"/),
    alternates: [...head.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((match) => ({
      hreflang: unescape(match[1] ?? ""),
      href: unescape(match[2] ?? ""),
    })),
    og: Object.fromEntries(
      [...head.matchAll(/<meta property="og:(\w+)" content="([^"]*)"/g)].map((match) => [
        match[1] ?? "",
        unescape(match[2] ?? ""),
      ]),
    ),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
    ),
    hasAppShell: /<div id="root"(?: data-ssr)?>/.test(html),
  };
}
