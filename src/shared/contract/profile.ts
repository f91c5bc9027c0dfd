import { z } from "zod";
import { LOCALES } from "../locales";
import { v } from "../validation/messages";
import { checkMask, nameSchema, phoneFields } from "./auth";
import { DB_INT_MAX, dbIdSchema, paginationMetaSchema, SLUG } from "./common";
import { formKindSchema, postStatusSchema } from "./form-kinds";
import { postCardSchema } from "./posts";
export { favouriteIdsResponseSchema, likeResponseSchema } from "./favourites";
import { sectionSlugSchema } from "./sections";
import { MY_POSTS_VIEWS } from "./profile-views";
export { MY_POSTS_VIEWS, type MyPostsView } from "./profile-views";

/** One of the signed-in user's ads on /profile/listing and /profile/find-job. */
export const myPostSchema = postCardSchema.extend({
  status: postStatusSchema,
  kind: formKindSchema.nullable(),
  view_count: z.number().int(),
  favourite_count: z.number().int(),
  answers_count: z.number().int(),
  updated_at: z.string(),
  /** When it leaves the listings unless renewed; null when it never does. */
  expires_at: z.string().nullable(),
  /** Why a moderator refused it (a proposed article); null otherwise. */
  review_note: z.string().nullable(),
  /** An edit of it waits for a moderator while visitors see the approved version. */
  edit_held: z.boolean(),
});
export type MyPost = z.infer<typeof myPostSchema>;
/**
 * The query of GET /v1/profile/posts: a page, the current ads or the archive, and optionally one status
 * (deleted ads are never listed).
 */
export const myPostsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
  view: z.enum(MY_POSTS_VIEWS).default("current"),
  status: z.enum(["active", "inactive", "pending"]).optional(),
});
export type MyPostsQuery = z.infer<typeof myPostsQuerySchema>;
/** GET /v1/profile/posts?page=&status= */
export const myPostsResponseSchema = z.object({ data: z.array(myPostSchema), meta: paginationMetaSchema });

/**
 * POST /v1/profile/posts/{id}/renew (one period more, from the current end) and …/sold (it leaves the listings):
 * the ad's state after the call.
 */
export const adLifeResponseSchema = z.object({
  data: z.object({ id: z.number().int(), status: postStatusSchema, expires_at: z.string().nullable() }),
});
export type AdLifeResponse = z.infer<typeof adLifeResponseSchema>;

/** GET /v1/favourites?page= */
export const favouritesResponseSchema = z.object({ data: z.array(postCardSchema), meta: paginationMetaSchema });

export const chatBodySchema = z
  .string({ error: v("required") })
  .trim()
  .min(1, v("required"))
  .max(1000, v("max1000"));
export const chatMessageSchema = z.object({
  id: z.number().int(),
  /** Empty when a moderator hid the message: both sides are told so, in their language, instead of its words. */
  body: z.string(),
  created_at: z.string(),
  mine: z.boolean(),
  hidden: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const conversationSchema = z.object({
  id: z.number().int(),
  /** The ad it is about; thumb_url is its cover photo's thumbnail, when it has photos. */
  post: z.object({
    id: z.number().int(),
    section: sectionSlugSchema,
    slug: z.string(),
    title: z.string(),
    thumb_url: z.string().nullable(),
  }),
  /** The other person: the ad's author for the visitor, the visitor for the author. */
  other: z.object({
    id: z.number().int(),
    name: z.string().nullable(),
    /** The other person deleted their account (shown as «Удалённый пользователь»). */
    deleted: z.boolean(),
  }),
  last_message: chatMessageSchema.nullable(),
  unread: z.number().int(),
  /** A block between the two (the chat's «Заблокировать»): by_me, by_other, or null when they may write. */
  blocked: z.enum(["by_me", "by_other"]).nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;
/** GET /v1/chats */
export const conversationsResponseSchema = z.object({ data: z.array(conversationSchema) });
/** POST /v1/chats: write to an ad's author (starts the conversation, or continues it). */
export const startChatRequestSchema = z.object({ post_id: dbIdSchema, body: chatBodySchema });
export const startChatResponseSchema = z.object({ data: z.object({ conversation_id: z.number().int() }) });
/** GET /v1/chats/{id}/messages (marks them read); POST the same path with `{body}` sends one. */
export const messagesResponseSchema = z.object({ data: z.array(chatMessageSchema), conversation: conversationSchema });
export const sendMessageRequestSchema = z.object({ body: chatBodySchema });
export const sendMessageResponseSchema = z.object({ data: chatMessageSchema });

export const notificationsSchema = z.object({ messages: z.boolean(), answers: z.boolean(), news: z.boolean() });
export const settingsSchema = z.object({
  name: nameSchema,
  locale: z.enum(LOCALES),
  /** A location slug, or null for all of the USA. */
  city: z.string().max(100, { abort: true }).regex(SLUG).nullable(),
  notifications: notificationsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;
/** GET and PATCH /v1/profile/settings; phone and e-mail are shown, not edited here. */
export const settingsResponseSchema = z.object({
  data: settingsSchema.extend({
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
});

/** GET /v1/profile/find-job: the user's CVs and the jobs they answered. */
export const findJobResponseSchema = z.object({
  data: z.object({
    cvs: z.array(myPostSchema),
    answered: z.array(z.object({ post: postCardSchema, sent_at: z.string() })),
  }),
});

/**
 * Opening /requests and /statistic: the ad's secret (from the author's SMS or e-mail) or its id for its signed-in
 * author.
 */
export const postAccessQuerySchema = z
  .object({
    hash: z.string().min(16).max(100).optional(),
    post_id: z.coerce.number().int().positive().max(DB_INT_MAX).optional(),
  })
  .refine((q) => q.hash !== undefined || q.post_id !== undefined, { message: v("required") });
const accessPostSchema = z.object({
  id: z.number().int(),
  section: sectionSlugSchema,
  slug: z.string(),
  title: z.string(),
  status: postStatusSchema,
});
/** GET /v1/requests?hash=|post_id= */
export const requestsResponseSchema = z.object({
  data: z.object({
    post: accessPostSchema,
    requests: z.array(
      z.object({
        id: z.number().int(),
        type: z.enum(["cv", "message"]),
        name: z.string().nullable(),
        phone: z.string().nullable(),
        email: z.string().nullable(),
        message: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  }),
});
/** GET /v1/statistic?hash=|post_id= : by day, oldest first, the last 30 days. */
export const statisticResponseSchema = z.object({
  data: z.object({
    post: accessPostSchema,
    days: z.array(
      z.object({
        day: z.string(),
        views: z.number().int(),
        phone_reveals: z.number().int(),
        favourites: z.number().int(),
      }),
    ),
    totals: z.object({ views: z.number().int(), phone_reveals: z.number().int(), favourites: z.number().int() }),
  }),
});

/** POST /v1/posts/{id}/contact: the contact form; `register` signs the sender up by phone. */
export const contactFormSchema = z
  .object({
    name: z
      .string({ error: v("required") })
      .trim()
      .min(1, v("required"))
      .min(3, v("nameMin"))
      .max(30, v("nameMax")),
    ...phoneFields,
    message: z
      .string({ error: v("required") })
      .trim()
      .min(5, v("messageMin"))
      .max(255, v("messageMax")),
    register: z.boolean().default(true),
  })
  .superRefine(checkMask);
export type ContactFormInput = z.input<typeof contactFormSchema>;

/** GET and POST /v1/dating/profile: needed before a dating ad (the dating-form check). */
export const datingProfileSchema = z.object({
  name: nameSchema,
  age: z
    .number({ error: v("age") })
    .int(v("age"))
    .min(18, v("age"))
    .max(120, v("age")),
  gender: z.enum(["female", "male"], { error: v("choose") }),
  seeking: z.enum(["female", "male", "any"], { error: v("choose") }),
  about: z.string().trim().max(1000, v("max1000")).default(""),
});
export const datingProfileResponseSchema = z.object({
  data: datingProfileSchema.extend({ id: z.number().int(), about: z.string() }).nullable(),
});
