import { describe, expect, it } from "vitest";
import { errorBodySchema } from "../../src/shared/contract/common";
import { postListResponseSchema } from "../../src/shared/contract/posts";
import { seoGeneralResponseSchema, seoMetaResponseSchema } from "../../src/shared/contract/seo-meta";
import { getJson } from "./client";

async function meta(path: string) {
  const answer = await getJson(`/v1/seo/meta?path=${encodeURIComponent(path)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.response.headers.get("cache-control")).toMatch(/^public/);
  return seoMetaResponseSchema.parse(answer.body).data;
}

const types = (schema: string) => (JSON.parse(schema) as { "@type": string }[]).map((item) => item["@type"]);

describe("GET /v1/seo/meta", () => {
  it("answers the hand-written texts of the CDL listing in each language, with FAQ and HowTo", async () => {
    const ru = await meta("/cdl");
    expect(ru.h1).toBe("Работа для водителей CDL");
    expect(ru.faq.length).toBe(2);
    expect(ru.faq_listing.faqs).toEqual(ru.faq);
    expect(ru.faq_single.faqs).toEqual([]);
    expect(ru.faqs_title).toBe("Вопросы о работе CDL");
    expect(ru.howto?.steps.length).toBe(3);
    expect(types(ru.schema)).toEqual(expect.arrayContaining(["BreadcrumbList", "FAQPage", "HowTo"]));
    const en = await meta("/en/cdl");
    expect(en.h1).toBe("CDL driver jobs");
    expect(en.title).toMatch(/^CDL driver jobs/);
    expect((await meta("/ua/cdl")).h1).toBe("Робота для водіїв CDL");
    expect((await meta("/pl/cdl")).h1).toBe("Praca dla kierowców CDL");
  });

  it("generates a listing's texts from the route table and the data", async () => {
    const page = await meta("/chicago/job");
    expect(page.h1).toMatch(/Чикаго/);
    expect(page.title).toContain(page.h1);
    expect(page.description.length).toBeGreaterThan(20);
    const list = postListResponseSchema.parse(
      (await getJson("/v1/posts?section=job&location=chicago&per_page=1")).body,
    );
    expect(page.seo_text).toContain(String(list.meta.total));
    // Questions generated from the data: how many ads, how to reach an author, how to post.
    expect(page.faq.map((item) => item.question)).toEqual([
      `Сколько объявлений в разделе «${page.h1}»?`,
      "Как связаться с автором объявления?",
      "Как разместить своё объявление?",
    ]);
    expect(page.faq[0]?.answer).toContain(String(list.meta.total));
    expect(page.faq_listing.faqs).toEqual(page.faq);
    expect(page.faqs_title).toBe("Частые вопросы");
    expect(page.howto).toBeNull();
    expect(types(page.schema)).toContain("BreadcrumbList");
    expect(types(page.schema)).toContain("FAQPage");
  });

  it("answers a post's title and summary", async () => {
    const list = postListResponseSchema.parse((await getJson("/v1/posts?section=cdl&per_page=1")).body);
    const card = list.data[0];
    if (!card) throw new Error("no cdl post");
    const page = await meta(`/en/cdl/post/${card.slug}`);
    expect(page.h1).toBe(card.title);
    expect(page.seo_text).toBe("");
    expect(page.faq_single.faqs).toEqual([]);
  });

  it("answers 404 for a path that is no page and 422 without a path", async () => {
    for (const path of ["/no-such-section/at/all", "/cdl/post/no-such-post", "/nowhere-city/cdl"]) {
      const answer = await getJson(`/v1/seo/meta?path=${encodeURIComponent(path)}`, {
        headers: { "Accept-Language": "ru" },
      });
      expect(answer.status, path).toBe(404);
      expect(errorBodySchema.parse(answer.body).message).toBe("Такой страницы нет.");
    }
    expect((await getJson("/v1/seo/meta")).status).toBe(422);
    expect((await getJson("/v1/seo/meta?path=cdl")).status).toBe(422);
  });
});

describe("GET /v1/seo/general", () => {
  it("answers the home page's head and the site JSON-LD as text, in the caller's language", async () => {
    const answer = await getJson("/v1/seo/general?home_url=https%3A%2F%2Fobyava.example%2Fen", {
      headers: { "Accept-Language": "en" },
    });
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get("vary")).toContain("Accept-Language");
    const { home, master } = seoGeneralResponseSchema.parse(answer.body).data;
    expect(home.h1).toBe("Classifieds for immigrants in the USA");
    expect(home.url).toBe("https://obyava.example/en");
    const ld = JSON.parse(master) as { "@type": string; url?: string }[];
    expect(ld.map((item) => item["@type"])).toEqual(["WebSite", "Organization"]);
    expect(ld[0]?.url).toBe("https://obyava.example/en");
    const ru = seoGeneralResponseSchema.parse(
      (await getJson("/v1/seo/general", { headers: { "Accept-Language": "ru" } })).body,
    ).data;
    expect(ru.home.h1).toBe("Доска объявлений для иммигрантов в США");
    expect((await getJson("/v1/seo/general?home_url=javascript:alert(1)")).status).toBe(422);
  });
});
