import { z } from "zod";
import { LOCALES } from "../locales";

/**
 * An information page's document (terms, privacy, FAQ, about, a landing's text…) as the API sends it: the
 * Markdown kept in the database, parsed on the server into a few kinds of blocks the client draws as
 * elements (never as HTML), so a document edited by the team can hold no script.
 */
export const inlineSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text"), text: z.string(), strong: z.boolean().optional(), em: z.boolean().optional() }),
  /** `href` is a path of the site or an https/mailto/tel address; anything else is sent as text. */
  z.object({ type: z.literal("link"), text: z.string(), href: z.string() }),
]);
export type Inline = z.infer<typeof inlineSchema>;

export const blockSchema = z.discriminatedUnion("type", [
  /** `id` is the heading's anchor (a table of contents and FAQ links point at it). */
  z.object({
    type: z.literal("heading"),
    level: z.union([z.literal(2), z.literal(3)]),
    id: z.string(),
    text: z.string(),
  }),
  z.object({ type: z.literal("paragraph"), inlines: z.array(inlineSchema) }),
  z.object({ type: z.literal("list"), ordered: z.boolean(), items: z.array(z.array(inlineSchema)) }),
  /** A picture of the site's own (`src` a path under /screenshots/ or /images/), with its size to reserve. */
  z.object({
    type: z.literal("image"),
    src: z.string(),
    alt: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
]);
export type Block = z.infer<typeof blockSchema>;

export const infoDocumentSchema = z.object({
  page: z.string(),
  locale: z.enum(LOCALES),
  version: z.number().int().positive(),
  /** YYYY-MM-DD: the day this version took effect. */
  effective_on: z.string(),
  title: z.string(),
  description: z.string(),
  blocks: z.array(blockSchema),
});
export type InfoDocument = z.infer<typeof infoDocumentSchema>;

export const infoDocumentResponseSchema = z.object({ data: infoDocumentSchema });
export type InfoDocumentResponse = z.infer<typeof infoDocumentResponseSchema>;
