import { z } from "zod";
import { LOCALES } from "../locales";
import { v } from "../validation/messages";

/**
 * POST /v1/account/delete: the caller confirms on purpose (the dialog's typed word and checkbox), so a stray
 * request with an empty body deletes nothing.
 */
export const accountDeleteSchema = z.object({ confirm: z.literal(true, { error: v("required") }) });
export type AccountDelete = z.infer<typeof accountDeleteSchema>;

const isoTime = z.string();

/**
 * GET /v1/account/export: everything the account holds, as one JSON file. Other people appear by the name they
 * gave only (never their phone, e-mail or id), and cards by brand and last four digits.
 */
export const accountExportSchema = z.object({
  format: z.literal("obyava-account-export"),
  version: z.literal(1),
  exported_at: isoTime,
  profile: z.object({
    id: z.number().int(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    locale: z.enum(LOCALES).or(z.string()),
    city: z.string().nullable(),
    notifications: z.record(z.string(), z.boolean()),
    created_at: isoTime,
  }),
  posts: z.array(
    z.object({
      id: z.number().int(),
      section: z.string(),
      slug: z.string(),
      status: z.string(),
      lang: z.string(),
      title: z.string(),
      content: z.string(),
      price: z.string().nullable(),
      fields: z.record(z.string(), z.unknown()),
      contact: z.record(z.string(), z.unknown()),
      photos: z.array(z.string()),
      view_count: z.number().int(),
      favourite_count: z.number().int(),
      posted_at: isoTime,
      expires_at: isoTime.nullable(),
    }),
  ),
  favourites: z.array(
    z.object({
      post_id: z.number().int(),
      section: z.string(),
      slug: z.string(),
      title: z.string(),
      added_at: isoTime,
    }),
  ),
  chat_messages: z.array(
    z.object({
      conversation_id: z.number().int(),
      post_title: z.string(),
      /** The other person, by the name they gave only. */
      with_name: z.string().nullable(),
      body: z.string(),
      sent_at: isoTime,
    }),
  ),
  contact_requests: z.array(
    z.object({
      post_id: z.number().int(),
      type: z.string(),
      from_name: z.string().nullable(),
      message: z.string().nullable(),
      received_at: isoTime,
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      product: z.string(),
      status: z.string(),
      amount_cents: z.number().int(),
      refunded_cents: z.number().int(),
      card: z.string().nullable(),
      auto_charge: z.boolean(),
      created_at: isoTime,
      paid_at: isoTime.nullable(),
    }),
  ),
  saved_cards: z.array(z.object({ card: z.string(), expires: z.string(), removed: z.boolean() })),
  reviews: z.array(z.object({ rating: z.number().int(), text: z.string(), status: z.string(), created_at: isoTime })),
  contact_messages: z.array(
    z.object({ page: z.string(), name: z.string(), phone: z.string(), message: z.string(), sent_at: isoTime }),
  ),
  sessions: z.array(z.object({ created_at: isoTime, last_seen_at: isoTime.nullable(), expires_at: isoTime })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
