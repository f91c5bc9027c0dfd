import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as api from "../../src/shared/api-paths";
import { authorsResponseSchema } from "../../src/shared/contract/articles";
import { locationCurrentResponseSchema, locationsResponseSchema } from "../../src/shared/contract/locations";
import { mainConfigSchema } from "../../src/shared/contract/main-config";
import { postDetailResponseSchema, postListResponseSchema } from "../../src/shared/contract/posts";
import { publicationCountResponseSchema } from "../../src/shared/contract/publications";
import { redirectResponseSchema } from "../../src/shared/contract/redirects";
import { seoMetaResponseSchema } from "../../src/shared/contract/seo-meta";
import { categoryCountsResponseSchema, sectionsResponseSchema } from "../../src/shared/contract/sections";
import { WIDGET_TYPES, widgetsResponseSchema } from "../../src/shared/contract/widgets";
import { getJson } from "./client";

/**
 * A production browser takes the answers of reads as the server wrote them, without its contract's parse
 * (client/lib/api.ts): so every read a browsing visitor makes must already be what the parse would return,
 * defaults filled and nothing to transform. Unknown keys may stay (the parse would only drop them).
 */
async function expectAsParsed(path: string, schema: z.ZodType, locale: string) {
  const { status, body } = await getJson(path, { headers: { "Accept-Language": locale } });
  expect(status, path).toBe(200);
  const parsed = schema.safeParse(body);
  expect(parsed.success, `${path}: ${parsed.error?.message ?? ""}`).toBe(true);
  expect(body, path).toMatchObject(parsed.data as object);
}

describe("a browsing visit's reads are answered as their contracts parse them", () => {
  it.each(["ru", "en"])(
    "in %s: listings, an ad, sections, places, session, redirects, SEO, banners",
    async (locale) => {
      const list = postListResponseSchema.parse(
        (await getJson(api.postListPath({ page: 1, per_page: 20 }), { headers: { "Accept-Language": locale } })).body,
      );
      const first = list.data[0];
      if (!first) throw new Error("the demo data has no ads");
      const reads: Array<[string, z.ZodType]> = [
        [api.postListPath({ page: 1, per_page: 20 }), postListResponseSchema],
        [api.postListPath({ section: first.section, page: 2, per_page: 20 }), postListResponseSchema],
        [api.postDetailPath(first.section, first.slug), postDetailResponseSchema],
        [api.SECTIONS_PATH, sectionsResponseSchema],
        [api.categoryCountsPath(first.section, undefined), categoryCountsResponseSchema],
        [api.LOCATIONS_PATH, locationsResponseSchema],
        ["/v1/location/current", locationCurrentResponseSchema],
        ["/v1/main-config", mainConfigSchema],
        [api.redirectsPath(`/${first.section}`), redirectResponseSchema],
        [`/v1/seo/meta?path=${encodeURIComponent(`/${first.section}`)}`, seoMetaResponseSchema],
        ["/v1/publications/count", publicationCountResponseSchema],
        [api.authorsPath("blog"), authorsResponseSchema],
        ...WIDGET_TYPES.map((type): [string, z.ZodType] => [
          api.widgetsPath([type], { type: first.section }),
          widgetsResponseSchema,
        ]),
      ];
      for (const [path, schema] of reads) await expectAsParsed(path, schema, locale);
    },
  );
});
