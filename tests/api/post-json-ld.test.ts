import { describe, expect, it } from "vitest";
import { postListResponseSchema } from "../../src/shared/contract/posts";
import { get, getJson } from "./client";
import { readHead } from "./html";

/** The structured data of the first active post of a section, as a crawler reads it. */
async function postLdOf(section: string) {
  const { body } = await getJson(`/v1/posts?section=${section}&per_page=1`);
  const post = postListResponseSchema.parse(body).data[0];
  if (!post) throw new Error(`no ${section} post`);
  const html = await (await get(`/${section}/post/${post.slug}`)).text();
  return { post, jsonLd: readHead(html).jsonLd };
}

describe("structured data of post pages", () => {
  it("a driver job is a JobPosting with its employer, place and dates", async () => {
    const { post, jsonLd } = await postLdOf("cdl");
    const job = jsonLd.find((item) => item["@type"] === "JobPosting");
    expect(job).toMatchObject({ title: post.title, datePosted: post.created_at, jobLocation: { "@type": "Place" } });
    expect(job?.hiringOrganization).toMatchObject({ "@type": "Organization" });
    expect(jsonLd.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
  });

  it("an event is an Event with its start and venue", async () => {
    const { post, jsonLd } = await postLdOf("afisha");
    const event = jsonLd.find((item) => item["@type"] === "Event");
    expect(event).toMatchObject({
      name: post.title,
      startDate: post.fields.starts_at,
      location: { "@type": "Place", name: post.fields.venue },
    });
  });

  it("news is a NewsArticle and a blog post a BlogPosting, with their authors", async () => {
    const news = await postLdOf("news");
    expect(news.jsonLd.find((item) => item["@type"] === "NewsArticle")).toMatchObject({
      headline: news.post.title,
      author: { name: news.post.fields.author },
    });
    const blog = await postLdOf("blog");
    expect(blog.jsonLd.find((item) => item["@type"] === "BlogPosting")).toMatchObject({ headline: blog.post.title });
  });

  it("real estate is a RealEstateListing and a car an Offer of a Car", async () => {
    expect((await postLdOf("properties")).jsonLd.some((item) => item["@type"] === "RealEstateListing")).toBe(true);
    const car = (await postLdOf("rent-sale")).jsonLd.find((item) => item["@type"] === "Offer");
    expect(car?.itemOffered).toMatchObject({ "@type": "Car" });
  });

  it("a CV has no posting data of its own", async () => {
    const { jsonLd } = await postLdOf("workers");
    expect(jsonLd.map((item) => item["@type"])).toEqual(["BreadcrumbList"]);
  });
});
