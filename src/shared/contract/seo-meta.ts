import { z } from "zod";

export const faqSchema = z.object({ question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;

/** A how-to block (schema.org HowTo): a name and its steps in order. */
export const howToSchema = z.object({
  name: z.string(),
  steps: z.array(z.object({ name: z.string(), text: z.string() })),
});
export type HowTo = z.infer<typeof howToSchema>;

/** GET /v1/seo/general?home_url=: the home page's head and the site-wide JSON-LD (WebSite, Organization). */
export const seoGeneralQuerySchema = z.object({
  home_url: z
    .url({ protocol: /^https?$/ })
    .max(300)
    .optional(),
});
export const seoGeneralResponseSchema = z.object({
  data: z.object({
    home: z.object({ url: z.string(), title: z.string(), description: z.string(), h1: z.string() }),
    /** JSON-LD as text, put in the page as it is. */
    master: z.string(),
  }),
});
export type SeoGeneralResponse = z.infer<typeof seoGeneralResponseSchema>;

/** GET /v1/seo/meta?path=: a page's SEO block, in the language of the path. */
export const seoMetaQuerySchema = z.object({ path: z.string().startsWith("/").max(300) });
export const seoMetaSchema = z.object({
  title: z.string(),
  description: z.string(),
  seo_text: z.string(),
  h1: z.string(),
  /** The page's JSON-LD as text (breadcrumbs, FAQPage, HowTo…), an array of objects. */
  schema: z.string(),
  faq: z.array(faqSchema),
  /** The FAQ when the page is a listing (else empty). */
  faq_listing: z.object({ faqs: z.array(faqSchema) }),
  /** The FAQ when the page is a single post (else empty). */
  faq_single: z.object({ faqs: z.array(faqSchema) }),
  faqs_title: z.string(),
  howto: howToSchema.nullable(),
});
export type SeoMeta = z.infer<typeof seoMetaSchema>;
export const seoMetaResponseSchema = z.object({ data: seoMetaSchema });
