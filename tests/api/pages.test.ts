import { beforeAll, describe, expect, it } from "vitest";
import { translatorFor } from "../../src/server/http/messages";
import { locationSingleResponseSchema } from "../../src/shared/contract/locations";
import { postListResponseSchema, type PostCard } from "../../src/shared/contract/posts";
import { authorsResponseSchema, newsTagsResponseSchema, type NewsTag } from "../../src/shared/contract/articles";
import { AUTHOR_TYPES } from "../../src/shared/contract/slugs";
import { sectionsResponseSchema, type Section } from "../../src/shared/contract/sections";
import { infoDocumentResponseSchema } from "../../src/shared/contract/info-pages";
import { headOf, type HeadFacts } from "../../src/shared/head";
import { infoPagePath } from "../../src/shared/api-paths";
import { isDocumentPage } from "../../src/shared/info-documents";
import { LOCALE_TAGS, LOCALES, type Locale } from "../../src/shared/locales";
import { buildPath, POST_SECTIONS, PROPERTY_TYPE_NAMES, ROUTES, type RouteDef } from "../../src/shared/routes";
import { baseUrl, get, getJson } from "./client";
import { readHead } from "./html";

const HTML = { Accept: "text/html" };
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** What the database holds that sample paths need: real categories, posts, a user and Chicago's names. */
interface World {
  sections: Record<Locale, Section[]>;
  chicago: Record<Locale, string>;
  posts: Map<string, PostCard>;
  userId: string | null;
  /** A news tag of the demo data (its page exists while news carry it). */
  tag: NewsTag | null;
  /** An author of blog posts and of news, by type (an unknown author's page is a 404). */
  authors: Map<string, string>;
}
let world: World;

async function loadWorld(): Promise<World> {
  const sections = {} as Record<Locale, Section[]>;
  const chicago = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const headers = { "Accept-Language": LOCALE_TAGS[locale] };
    sections[locale] = sectionsResponseSchema.parse((await getJson("/v1/sections", { headers })).body).data;
    chicago[locale] = locationSingleResponseSchema.parse(
      (await getJson("/v1/locations/single?slug=chicago", { headers })).body,
    ).data.name;
  }
  const posts = new Map<string, PostCard>();
  for (const section of POST_SECTIONS) {
    const [card] = postListResponseSchema.parse((await getJson(`/v1/posts?section=${section}&per_page=1`)).body).data;
    if (card) posts.set(section, card);
  }
  // Users have no listing of their own: the demo authors are the first ids of the table.
  let userId: string | null = null;
  for (let id = 1; id <= 30 && userId === null; id++) {
    if ((await get(`/feed/user/${id}`, { headers: HTML })).status === 200) userId = String(id);
  }
  const [tag] = newsTagsResponseSchema.parse((await getJson("/v1/news/tags")).body).data;
  const authors = new Map<string, string>();
  for (const type of AUTHOR_TYPES) {
    const [author] = authorsResponseSchema.parse((await getJson(`/v1/authors?type=${type}`)).body).data;
    if (author) authors.set(type, author.slug);
  }
  return { sections, chicago, posts, userId, tag: tag ?? null, authors };
}

beforeAll(async () => {
  world = await loadWorld();
});

/**
 * The sample values of a route's parameters in a language, and the head facts they imply; null when the database
 * has none.
 */
function sampleOf(route: RouteDef, locale: Locale): { params: Record<string, string>; facts: HeadFacts } | null {
  const t = translatorFor(locale);
  const categoriesOf = (slug: string) =>
    world.sections[locale].find((section) => section.slug === slug)?.categories ?? [];
  switch (route.id) {
    case "drivers-category": {
      const category = categoriesOf("cdl")[0];
      return category ? { params: { category: category.slug }, facts: { categoryName: category.name } } : null;
    }
    case "properties.type":
      return { params: { property_type: "house" }, facts: { categoryName: t(PROPERTY_TYPE_NAMES.house) } };
    case "news.tag":
      // The tag's name heads its page as a category's does; a tag no news carries is a 404 (news-tags test).
      return world.tag ? { params: { tag: world.tag.slug }, facts: { categoryName: world.tag.name } } : null;
    case "feed.user":
      return world.userId ? { params: { id: world.userId }, facts: {} } : null;
  }
  if (route.kind === "category") {
    const category = categoriesOf(route.section ?? "")[0];
    return category ? { params: { category: category.slug }, facts: { categoryName: category.name } } : null;
  }
  if (route.kind === "post") {
    const post = world.posts.get(route.section ?? "");
    return post ? { params: { slug: post.slug }, facts: { ownTitle: post.title, ownDescription: post.excerpt } } : null;
  }
  if (route.kind === "author") {
    const slug = world.authors.get(route.section ?? "");
    return slug ? { params: { slug }, facts: {} } : null;
  }
  return { params: {}, facts: {} };
}

async function expectPage(
  route: RouteDef,
  locale: Locale,
  location: string | null,
  sample: { params: Record<string, string>; facts: HeadFacts },
) {
  const origin = baseUrl();
  const path = buildPath(route, locale, { location, params: sample.params });
  const response = await get(path, { headers: HTML });
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type"), path).toContain("text/html");
  const head = readHead(await response.text());
  // A page drawn from its own document (terms, FAQ…) is titled and led by it, once it has one.
  const page = route.params.page ?? "";
  const document = isDocumentPage(page)
    ? await getJson(infoPagePath(page), { headers: { "Accept-Language": locale } })
    : null;
  const own = document?.status === 200 ? infoDocumentResponseSchema.parse(document.body).data : null;
  const expected = headOf(route, translatorFor(locale), {
    ...sample.facts,
    ...(own ? { ownTitle: own.title, ownDescription: own.description } : {}),
    placeName: location ? world.chicago[locale] : null,
  });
  // A post has one address wherever it is browsed from.
  const canonicalValues = { location: route.kind === "post" ? null : location, params: sample.params };
  const canonical = origin + buildPath(route, locale, canonicalValues);
  expect(head.lang, path).toBe(LOCALE_TAGS[locale]);
  expect(head.title, path).toBe(expected.title);
  expect(head.description, path).toBe(expected.description);
  expect(head.canonical, path).toBe(canonical);
  expect(head.og.url, path).toBe(canonical);
  expect(head.og.title, path).toBe(expected.title);
  expect(head.robots, path).toBe(route.indexable ? null : "noindex");
  const alternates = route.locales.map((each) => ({
    hreflang: LOCALE_TAGS[each],
    href: origin + buildPath(route, each, canonicalValues),
  }));
  expect(head.alternates, path).toEqual([
    ...alternates,
    { hreflang: "x-default", href: origin + buildPath(route, "ru", canonicalValues) },
  ]);
  expect(head.hasAppShell, path).toBe(true);
}

describe("every page of the route table", () => {
  for (const route of ROUTES) {
    it(`${route.id}: ${route.pattern} answers 200 with its own head in each of its languages`, async () => {
      const locations = route.pattern.startsWith("/{location?}") ? [null, "chicago"] : [null];
      for (const locale of route.locales) {
        const sample = sampleOf(route, locale);
        if (!sample) {
          // Nothing of this kind in the database (a section without posts): a made-up value is a 404.
          const fake = Object.fromEntries(
            [...route.pattern.matchAll(/\{(\w+)\}/g)].map((match) => [match[1] ?? "", "no-such-thing-404"]),
          );
          expect((await get(buildPath(route, locale, { params: fake }), { headers: HTML })).status).toBe(404);
          continue;
        }
        for (const location of locations) await expectPage(route, locale, location, sample);
      }
    });
  }

  it("has a post in most sections to walk (the demo data)", () => {
    expect(world.posts.size).toBeGreaterThanOrEqual(POST_SECTIONS.length - 3);
    expect(world.userId).not.toBeNull();
  });
});

describe("structured data", () => {
  it("describes the site and its publisher on the home page", async () => {
    const head = readHead(await (await get("/en", { headers: HTML })).text());
    expect(head.jsonLd.map((data) => data["@type"])).toEqual(["WebSite", "Organization"]);
    expect(head.jsonLd[0]).toMatchObject({ name: "Obyava", url: `${baseUrl()}/en`, inLanguage: "en" });
  });

  it("gives listings, categories and posts a breadcrumb trail from the home page", async () => {
    const listing = readHead(await (await get("/ua/chicago/job", { headers: HTML })).text());
    const trail = listing.jsonLd.find((data) => data["@type"] === "BreadcrumbList");
    expect(trail?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: expect.any(String) as string, item: `${baseUrl()}/ua/chicago` },
      { "@type": "ListItem", position: 2, name: expect.any(String) as string, item: `${baseUrl()}/ua/chicago/job` },
    ]);
    const cdl = world.sections.ru.find((section) => section.slug === "cdl")?.categories[0];
    const category = readHead(await (await get(`/cdl/${cdl?.slug ?? ""}`, { headers: HTML })).text());
    const crumbs = category.jsonLd.find((data) => data["@type"] === "BreadcrumbList")?.itemListElement as {
      name: string;
      item: string;
    }[];
    expect(crumbs.map((crumb) => crumb.item)).toEqual([
      `${baseUrl()}/`,
      `${baseUrl()}/cdl`,
      `${baseUrl()}/cdl/${cdl?.slug ?? ""}`,
    ]);
    expect(crumbs.at(-1)?.name).toBe(cdl?.name);

    const post = world.posts.get("job");
    if (!post) return;
    const page = readHead(await (await get(`/job/post/${post.slug}`, { headers: HTML })).text());
    const items = page.jsonLd.find((data) => data["@type"] === "BreadcrumbList")?.itemListElement as {
      name: string;
      item: string;
    }[];
    expect(items[0]?.item).toBe(`${baseUrl()}/`);
    expect(items.at(-1)).toMatchObject({ name: post.title, item: `${baseUrl()}/job/post/${post.slug}` });
    expect(page.og.type).toBe("article");
  });
});

describe("pages that do not exist", () => {
  const missing = [
    "/pl/afisha",
    "/pl/dating",
    "/pl/properties",
    "/pl/dating/post/x",
    "/pl/properties/type/house",
    "/nowhere-city/job",
    "/ua/nowhere-city",
    "/JOB",
    "/Job/post/x",
    "/ua/JOB",
    "/job/extra/segments/here",
    "/job/post/no-such-post-404",
    "/job/no-such-category",
    "/properties/type/castle",
    "/drivers-category/no-such-category",
    "/feed/user/999999999",
    "/feed/user/99999999999999999999",
    "/job//post/x",
    // The author page's own call answers 404: the page is missing on the server as in the browser.
    "/blog/author/no-such-author-404",
    "/cdl/post/authors",
  ];

  it.each(missing)("%s is a 404 that keeps the app shell, never indexed", async (path) => {
    const response = await get(path, { headers: HTML });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("text/html");
    const head = readHead(await response.text());
    expect(head.hasAppShell).toBe(true);
    expect(head.robots).toBe("noindex");
    expect(head.canonical).toBeNull();
    expect(head.title).toMatch(/Obyava/);
  });

  it("a post of a section is not found under another section", async () => {
    const post = world.posts.get("job");
    if (!post) return;
    expect((await get(`/cdl/post/${post.slug}`, { headers: HTML })).status).toBe(404);
    expect((await get(`/job/post/${post.slug}`, { headers: HTML })).status).toBe(200);
  });

  it("speaks the path's language", async () => {
    expect(readHead(await (await get("/ua/nowhere-city/job")).text()).lang).toBe("uk");
    expect(readHead(await (await get("/en/job/post/nothing-here")).text()).lang).toBe("en");
  });

  it("answers crawlers a bare 404 without the app shell", async () => {
    for (const agent of [
      GOOGLEBOT,
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "facebookexternalhit/1.1",
      "Mozilla/5.0 (compatible; YandexBot/3.0)",
    ]) {
      const response = await get("/nowhere-city/job", { headers: { ...HTML, "User-Agent": agent } });
      expect(response.status, agent).toBe(404);
      expect(response.headers.get("vary"), agent).toMatch(/User-Agent/i);
      const html = await response.text();
      expect(html, agent).not.toContain('<div id="root">');
      expect(html, agent).not.toContain("<script");
      expect(readHead(html).title, agent).toBeTruthy();
    }
  });

  it("gives crawlers the full page when it exists", async () => {
    const response = await get("/job", { headers: { ...HTML, "User-Agent": GOOGLEBOT } });
    expect(response.status).toBe(200);
    expect(readHead(await response.text()).hasAppShell).toBe(true);
  });
});

describe("redirects of pages", () => {
  const manual = { headers: HTML, redirect: "manual" as const };

  it.each([
    ["/vacancies", "/job"],
    ["/ua/vacancies", "/ua/job"],
    ["/cdl-jobs", "/cdl"],
    ["/uk", "/ua"],
    ["/telegram", "https://t.me/obyava_usa"],
    ["/vacancies?utm_source=fb", "/job?utm_source=fb"],
  ])("%s moved permanently to %s", async (from, to) => {
    const response = await get(from, manual);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });

  it.each([
    ["/job/", "/job"],
    ["/ua/chicago/job/", "/ua/chicago/job"],
    ["/job/?page=2", "/job?page=2"],
    ["/no/such/page/", "/no/such/page"],
  ])("%s drops its trailing slash", async (from, to) => {
    const response = await get(from, manual);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });

  it("never redirects to another host", async () => {
    // Not through new URL(path, base): "//host" is a protocol-relative address there.
    const response = await fetch(`${baseUrl()}//evil.example/`, manual);
    expect(response.headers.get("location") ?? "").not.toMatch(/^\/\/|evil/);
  });
});

describe("paths that are not pages", () => {
  it("answers a missing file or API path 404 JSON, for any method", async () => {
    for (const path of ["/assets/nope-123.js", "/v1/nothing-here", "/api/nothing", "/_i18n/xx", "/nope.png"]) {
      const response = await get(path, { headers: HTML });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toContain("application/json");
    }
    const post = await get("/job", { method: "POST" });
    expect(post.status).toBe(404);
  });
});
