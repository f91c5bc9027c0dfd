import { describe, expect, it } from "vitest";
import { postListResponseSchema } from "../../src/shared/contract/posts";
import { bootKey } from "../../src/shared/boot-data";
import { get, getJson } from "./client";

const HTML = { Accept: "text/html", "Accept-Language": "ru" };

function bootData(html: string): Record<string, unknown> | null {
  const json = /<script id="boot-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? null : (JSON.parse(json) as Record<string, unknown>);
}

describe("boot data: a page's first API answers in its HTML", () => {
  it("a listing carries the answers its first render asks for, equal to the API's own", async () => {
    const page = await get("/cdl?page=2", { headers: HTML });
    expect(page.status).toBe(200);
    const data = bootData(await page.text());
    expect(data).not.toBeNull();
    const listingKey = bootKey("ru", "/v1/posts?per_page=20&page=2&section=cdl");
    expect(Object.keys(data ?? {})).toEqual(
      expect.arrayContaining([
        listingKey,
        bootKey("ru", "/v1/sections"),
        bootKey("ru", "/v1/redirects?path=%2Fcdl"),
        bootKey("ru", "/v1/seo/meta?path=%2Fcdl"),
      ]),
    );
    const embedded = postListResponseSchema.parse(data?.[listingKey]);
    const api = postListResponseSchema.parse(
      (await getJson("/v1/posts?section=cdl&page=2&per_page=20", { headers: { "Accept-Language": "ru" } })).body,
    );
    expect(embedded.meta).toEqual(api.meta);
    expect(embedded.data.map((post) => post.id)).toEqual(api.data.map((post) => post.id));
  });

  it("answers in the page's language", async () => {
    const data = bootData(await (await get("/ua/cdl", { headers: { ...HTML, "Accept-Language": "ru" } })).text());
    expect(Object.keys(data ?? {}).every((key) => key.startsWith("ua "))).toBe(true);
  });

  it("nothing goes into the page of a signed-in visitor", async () => {
    const signedIn = await get("/cdl", { headers: { ...HTML, Cookie: "token=some-session" } });
    expect(bootData(await signedIn.text())).toBeNull();
  });

  it("the embedded JSON cannot close its script", async () => {
    const html = await (await get("/", { headers: HTML })).text();
    const block = /<script id="boot-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(block.length).toBeGreaterThan(0);
    expect(block).not.toContain("<");
  });
});
