import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { LocalizedText } from "../../shared/contract/common";
import type { PhotoVariant } from "../../shared/contract/posts";
import type { Faq, HowTo } from "../../shared/contract/seo-meta";
import { POST_STATUSES } from "../../shared/contract/form-kinds";
import { PAYMENT_STATUSES, PRODUCT_KINDS } from "../../shared/contract/money";
import { WIDGET_TYPES } from "../../shared/contract/widgets";
import { USER_ROLES } from "../../shared/contract/roles";
import { FEEDBACK_STATUSES } from "../../shared/contract/feedbacks";
import {
  BAN_KINDS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
  REVIEW_REASONS,
  type RuleHit,
} from "../../shared/contract/moderation";

export const locations = pgTable(
  "locations",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    kind: text("kind", { enum: ["state", "city"] }).notNull(),
    parentId: integer("parent_id"),
    code: text("code"),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("locations_slug_idx").on(t.slug), index("locations_parent_idx").on(t.parentId)],
);

export const sections = pgTable(
  "sections",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    sort: integer("sort").notNull().default(0),
    /** How long an ad of the section stays published (renewing adds as much to its end). */
    adDays: integer("ad_days").notNull().default(30),
    /** Ads a user may publish in the section per calendar month for free; past them publishing is paid. */
    freeAdsPerMonth: integer("free_ads_per_month").notNull().default(5),
  },
  (t) => [uniqueIndex("sections_slug_idx").on(t.slug)],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    sectionId: integer("section_id")
      .notNull()
      .references(() => sections.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("categories_section_slug_idx").on(t.sectionId, t.slug)],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    phone: text("phone"),
    email: text("email"),
    name: text("name"),
    locale: text("locale").notNull().default("ru"),
    /** `scrypt$N$r$p$salt$hash` (src/server/features/auth/password.ts); null for phone-code-only users. */
    passwordHash: text("password_hash"),
    /** The user's dating profile (one per user), once they have one. */
    datingId: integer("dating_id"),
    /** The city the user picked in settings (a location slug); null means all of the USA. */
    city: text("city"),
    /** Which notifications the user wants (settings page). */
    notifications: jsonb("notifications")
      .$type<UserNotifications>()
      .notNull()
      .default(sql`'{"messages":true,"answers":true,"news":false}'::jsonb`),
    /** What the team lets the user do: moderators review feedbacks and articles; admins also give roles. */
    role: text("role", { enum: USER_ROLES }).notNull().default("user"),
    /** When the user deleted the account: the row stays, emptied, so payments keep their payer's id. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // phone is E.164 and email lower-case, so these unique indexes are the sign-in lookups.
  (t) => [uniqueIndex("users_phone_idx").on(t.phone), uniqueIndex("users_email_idx").on(t.email)],
);

export interface UserNotifications {
  /** A new chat message. */
  messages: boolean;
  /** An answer (CV, contact request) to one of the user's ads. */
  answers: boolean;
  /** News and offers of the marketplace. */
  news: boolean;
}

/** A stored photo of an ad, in display order; the first is the cover. */
export interface PostPhoto {
  id: number;
  url: string;
  thumb_url: string;
  width: number;
  height: number;
  /** Sizes made at upload for srcset, narrowest first; photos stored before them have none. */
  variants?: PhotoVariant[];
}

/** One size of an upload as stored: the keys of its WebP and AVIF files. */
export interface UploadVariantFiles {
  width: number;
  height: number;
  webpKey: string;
  avifKey: string;
}

/** PostgreSQL's tsvector: only ever written by the database (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The words of an ad for full-text search: Russian stems (the `russian` configuration also stems
 * English words) and the plain words (`simple`) for Ukrainian and Polish, which PostgreSQL cannot stem.
 * Titles weigh more than content. Immutable functions only, so PostgreSQL 15 can store it.
 */
const searchVector = sql.raw(
  [
    "setweight(to_tsvector('russian'::regconfig, title), 'A')",
    "setweight(to_tsvector('simple'::regconfig, title), 'A')",
    "setweight(to_tsvector('russian'::regconfig, content), 'B')",
    "setweight(to_tsvector('simple'::regconfig, content), 'B')",
  ].join(" || "),
);

/** The ad's contacts (phone, e-mail, contact person, social links, company, address), kept with each ad. */
/** What an ad's form writes into its row (its language aside): the live version, or an edit held beside it. */
export interface AdVersionValues {
  sectionId: number;
  categoryId: number;
  locationId: number;
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  fields: Record<string, unknown>;
  contact: PostContact;
  kind: string;
  photos: PostPhoto[];
}

/** A held edit of a live ad: its form's values, links and photos as they will be written, and what held it. */
export interface PendingEdit {
  values: AdVersionValues;
  categoryIds: number[];
  locationIds: number[];
  photoIds: number[];
  ruleHits: RuleHit[];
  textHash: string;
  /** When the author saved it (ISO). */
  at: string;
}

export interface PostContact {
  phone?: string;
  email?: string;
  contact_person?: string;
  instagram?: string;
  whatsapp?: string;
  web_site?: string;
  telegram?: string;
  company_name?: string;
  address?: string;
}

export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    sectionId: integer("section_id")
      .notNull()
      .references(() => sections.id),
    categoryId: integer("category_id").references(() => categories.id),
    locationId: integer("location_id").references(() => locations.id),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    slug: text("slug").notNull(),
    lang: text("lang", { enum: ["ru", "ua", "pl", "en"] }).notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Price or pay as the author wrote it, shown on cards ("$0.70/mile", "$2 400/мес"). */
    price: text("price"),
    /** Section-specific fields; their shape is the contract of each section's form. */
    fields: jsonb("fields")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    contact: jsonb("contact")
      .$type<PostContact>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * pending: posted by an anonymous visitor, waiting for them to sign in with the ad's phone;
     * unpaid: past the section's free ads, published once its `publish` payment succeeds;
     * expired: its period ended (renewing publishes it again); sold: the author marked it sold or filled;
     * review: waits for a moderator (a submitted article); rejected: a moderator refused it (`review_note` says why).
     */
    status: text("status", { enum: POST_STATUSES }).notNull().default("active"),
    /** The form the ad was posted with (cv, cdl, property-find, autobazar-rent, …); null for seeded ads. */
    kind: text("kind"),
    photos: jsonb("photos")
      .$type<PostPhoto[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    favouriteCount: integer("favourite_count").notNull().default(0),
    /** SHA-256 of the ad's secret, which opens /requests and /statistic without signing in. */
    secretHash: text("secret_hash"),
    /** The submitting client's idempotency key: a retried or queued submit never posts twice. */
    clientKey: text("client_key"),
    /** Pinned (the `pin` product): the ad takes its lists' marked places until then. */
    promotedUntil: timestamp("promoted_until", { withTimezone: true }),
    /** The paid looks and places of the ad, each until its promotion ends (entitlements hold the truth). */
    highlightUntil: timestamp("highlight_until", { withTimezone: true }),
    urgentUntil: timestamp("urgent_until", { withTimezone: true }),
    sliderUntil: timestamp("slider_until", { withTimezone: true }),
    /** The `top` product: the ad is dated anew each day until then. */
    topUntil: timestamp("top_until", { withTimezone: true }),
    /** When the ad leaves the listings unless renewed; null for ads that never expire (articles). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** When its author was told that it ends in three days (once per period). */
    expiryNoticeAt: timestamp("expiry_notice_at", { withTimezone: true }),
    /** Why a moderator rejected the ad, in the words the author reads. */
    reviewNote: text("review_note"),
    /** Why the ad waits in the review queue (status review): new, edited, reported or held by a rule. */
    reviewReason: text("review_reason", { enum: REVIEW_REASONS }),
    /**
     * An edit a rule held while the approved version stays live: what the ad becomes when a moderator approves it
     * (post-writes.ts). Null when no edit waits.
     */
    pendingEdit: jsonb("pending_edit").$type<PendingEdit>(),
    /** The rules that held the ad, as the console shows them; empty when none fired. */
    ruleHits: jsonb("rule_hits")
      .$type<RuleHit[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The moderator who last approved or rejected the ad, and when. */
    reviewedBy: integer("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** SHA-256 of the ad's normalized title and text: the same text posted again is found by it. */
    textHash: text("text_hash"),
    viewCount: integer("view_count").notNull().default(0),
    isSeed: boolean("is_seed").notNull().default(false),
    search: tsvector("search").generatedAlwaysAs(searchVector),
    /** When the ad was first stored; never moved (a paid bump moves created_at): free ads are counted by it. */
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("posts_section_slug_idx").on(t.sectionId, t.slug),
    index("posts_active_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("posts_section_created_idx").on(t.sectionId, t.status, t.createdAt.desc(), t.id.desc()),
    index("posts_location_idx").on(t.locationId),
    // A category page and a post's similar ads read the newest of one category: in index order.
    index("posts_category_created_idx").on(t.categoryId, t.status, t.createdAt.desc(), t.id.desc()),
    index("posts_user_idx").on(t.userId),
    index("posts_text_hash_idx").on(t.textHash),
    // The console's queue: what waits, oldest first.
    index("posts_review_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'review'`),
    uniqueIndex("posts_client_key_idx").on(t.clientKey),
    uniqueIndex("posts_secret_hash_idx").on(t.secretHash),
    // Few ads are promoted at a time: listings find them through this index before the rest.
    index("posts_promoted_idx").on(t.promotedUntil),
    index("posts_slider_idx").on(t.sliderUntil),
    // The expiry job reads the active ads whose end came.
    index("posts_expires_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index("posts_search_idx").using("gin", t.search),
    // The words of active ads with their section and place, intersected inside the index (btree_gin): a
    // word found in thousands of ads elsewhere and in none of a section's or a city's costs no read of them.
    index("posts_section_search_idx")
      .using("gin", t.sectionId, t.locationId, t.search)
      .where(sql`${t.status} = 'active'`),
    // Typo-tolerant title matching (pg_trgm's word similarity).
    index("posts_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
  ],
);

/** Per ad and day: what /statistic charts (views, phone reveals, favourites). */
export const postStats = pgTable(
  "post_stats",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
    phoneReveals: integer("phone_reveals").notNull().default(0),
    favourites: integer("favourites").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day] })],
);

/**
 * Who revealed an ad's phone on a day: a visitor counts once per ad and day in post_stats.
 * `visitor` is a hash of the signed-in user's id or else the address, never the value itself.
 */
export const phoneReveals = pgTable(
  "phone_reveals",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day, t.visitor] }), index("phone_reveals_day_idx").on(t.day)],
);

/** Extra locations an ad is shown in besides its main one (the form's locationIds). */
export const postLocations = pgTable(
  "post_locations",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.locationId] }), index("post_locations_location_idx").on(t.locationId)],
);

export const postCategories = pgTable(
  "post_categories",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.categoryId] }), index("post_categories_category_idx").on(t.categoryId)],
);

/** Which seeds have run, so a restart never seeds twice. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
  detail: jsonb("detail").$type<Record<string, unknown>>(),
});

/**
 * Old paths and where they live now (the server-driven redirect lookup). Pages answer
 * them with an HTTP redirect; the client asks GET /v1/redirects on navigation.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: serial("id").primaryKey(),
    fromPath: text("from_path").notNull(),
    /** An internal path ("/job") or an absolute https URL. */
    target: text("target").notNull(),
    status: integer("status").notNull().default(301),
    /** Named route guards switched on (true) or off (false) for the page. */
    appMiddleware: jsonb("app_middleware")
      .$type<Record<string, boolean>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [uniqueIndex("redirects_from_path_idx").on(t.fromPath)],
);

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One-time sign-in codes. Only an HMAC of the code is kept; the rows are also the rate-limit
 * counters (per phone and per IP), so every API process sees the same limits.
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    /** E.164. */
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    ip: text("ip").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
    /** Wrong checks so far; the last allowed one sets voided_at. */
    attempts: integer("attempts").notNull().default(0),
    consumedAt: at("consumed_at"),
    voidedAt: at("voided_at"),
  },
  (t) => [
    index("otp_codes_phone_created_idx").on(t.phone, t.createdAt.desc()),
    index("otp_codes_ip_created_idx").on(t.ip, t.createdAt.desc()),
  ],
);

/** Sign-in sessions: only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    lastSeenAt: at("last_seen_at"),
  },
  (t) => [uniqueIndex("sessions_token_hash_idx").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

/** One-time password-reset links: only the SHA-256 of the token is stored. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (t) => [
    uniqueIndex("password_resets_token_hash_idx").on(t.tokenHash),
    index("password_resets_user_created_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/** Failed password sign-ins, counted per username to slow down guessing (any process sees them). */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    /** The e-mail or E.164 phone that was tried. */
    username: text("username").notNull(),
    ip: text("ip").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("login_failures_username_created_idx").on(t.username, t.createdAt.desc()),
    // The throttles read a (username, address) pair and an address's failures (auth/limits.ts).
    index("login_failures_username_ip_created_idx").on(t.username, t.ip, t.createdAt.desc()),
    index("login_failures_ip_created_idx").on(t.ip, t.createdAt.desc()),
  ],
);

/**
 * One spend of a budget (features/budgets): an SMS or mail sent, an anonymous ad, an upload, a phone
 * revealed. `key` is a hash of what is budgeted (an IP, a phone, an address), never the value itself.
 */
export const budgetEvents = pgTable(
  "budget_events",
  {
    id: serial("id").primaryKey(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("budget_events_bucket_key_created_idx").on(t.bucket, t.key, t.createdAt.desc()),
    index("budget_events_created_idx").on(t.createdAt),
  ],
);

/** Texts the console SMS provider "sent" (development and tests), read by GET /v1/dev/sms-outbox. */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    text: text("text").notNull(),
    sentAt: at("sent_at").notNull().defaultNow(),
  },
  (t) => [index("sms_outbox_phone_sent_idx").on(t.phone, t.sentAt.desc()), index("sms_outbox_sent_idx").on(t.sentAt)],
);

/** Mails the console mail provider "sent" (development and tests), read by GET /v1/dev/mail-outbox. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    sentAt: at("sent_at").notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_to_sent_idx").on(t.toAddress, t.sentAt.desc()),
    index("mail_outbox_sent_idx").on(t.sentAt),
  ],
);

/**
 * Answers an ad received (shown on /requests): contacts left after sign-in (POST /v1/contact-with) and
 * contact-form messages.
 */
export const contactRequests = pgTable(
  "contact_requests",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    /** Null when an anonymous visitor wrote through the contact form without registering. */
    fromUserId: integer("from_user_id").references(() => users.id, { onDelete: "cascade" }),
    /** cv: the visitor's contacts sent after signing in from a CV page; message: the contact form. */
    messageType: text("message_type", { enum: ["cv", "message"] }).notNull(),
    name: text("name"),
    message: text("message"),
    phone: text("phone"),
    email: text("email"),
    /** The sender's IP for contact-form messages: the per-IP hourly limit counts these rows. */
    ip: text("ip"),
    createdAt: at("created_at").notNull().defaultNow(),
    readAt: at("read_at"),
  },
  (t) => [
    // One request per visitor, ad and kind: sending again does not flood the author.
    uniqueIndex("contact_requests_post_from_type_idx").on(t.postId, t.fromUserId, t.messageType),
    index("contact_requests_unread_idx")
      .on(t.postId)
      .where(sql`${t.readAt} is null`),
    index("contact_requests_from_idx").on(t.fromUserId),
    index("contact_requests_ip_created_idx").on(t.ip, t.createdAt.desc()),
  ],
);

/**
 * Advertising banners (GET /v1/widgets). A null targeting column matches every request; a set one
 * matches only requests that send the same value (post type, city, location, category).
 */
export const banners = pgTable(
  "banners",
  {
    id: serial("id").primaryKey(),
    placement: text("placement", { enum: WIDGET_TYPES }).notNull(),
    /** The page's post type (route meta type: cdl, job, property, …). */
    postType: text("post_type"),
    city: text("city"),
    location: text("location"),
    category: text("category"),
    title: text("title").notNull(),
    text: text("text").notNull(),
    imageUrl: text("image_url"),
    link: text("link").notNull(),
    startsAt: at("starts_at"),
    endsAt: at("ends_at"),
    /** Higher first. */
    weight: integer("weight").notNull().default(0),
    /** The business that bought the campaign (null for the house's own banners) and its payment. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    paymentId: integer("payment_id"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("banners_placement_idx").on(t.placement, t.weight.desc()), index("banners_user_idx").on(t.userId)],
);

/** A banner's impressions and clicks per day (UTC), shown to its buyer. */
export const bannerStats = pgTable(
  "banner_stats",
  {
    bannerId: integer("banner_id")
      .notNull()
      .references(() => banners.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    impressions: integer("impressions").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.day] })],
);

/** What is on sale, with its price in USD cents; the shop's owners change prices here, not in code. */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    kind: text("kind", { enum: PRODUCT_KINDS }).notNull(),
    days: integer("days").notNull(),
    priceCents: integer("price_cents").notNull(),
    /** The banner placement a banner product sells (its price is per day). */
    placement: text("placement", { enum: WIDGET_TYPES }),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull(),
    active: boolean("active").notNull().default(true),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("products_code_idx").on(t.code)],
);

/** A card kept at the provider for auto-charge: only its brand, last four digits and expiry are ours. */
export const savedCards = pgTable(
  "saved_cards",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["sandbox", "stripe"] }).notNull(),
    /** The provider's PaymentMethod (pm_…) and Customer (cus_…). */
    providerRef: text("provider_ref").notNull(),
    customerRef: text("customer_ref"),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    /** Removed by its owner: never charged again. */
    removedAt: at("removed_at"),
  },
  (t) => [index("saved_cards_user_idx").on(t.userId)],
);

/**
 * One payment, a state machine (created → requires_action → succeeded | failed; succeeded → refunded).
 * The idempotency key makes a retried request or a double click find the same payment.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    /** "pay_…": the id in URLs and answers. */
    publicId: text("public_id").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    postId: integer("post_id").references(() => posts.id, { onDelete: "set null" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("created"),
    amountCents: integer("amount_cents").notNull(),
    refundedCents: integer("refunded_cents").notNull().default(0),
    provider: text("provider", { enum: ["sandbox", "stripe"] }).notNull(),
    /** The provider's PaymentIntent (pi_…). */
    providerRef: text("provider_ref"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    savedCardId: integer("saved_card_id").references(() => savedCards.id, { onDelete: "set null" }),
    autoCharge: boolean("auto_charge").notNull().default(false),
    failureCode: text("failure_code"),
    /** A banner campaign's order, until the payment creates the banner. */
    bannerOrder: jsonb("banner_order").$type<Record<string, unknown>>(),
    /** The entitlement this payment renews (auto-charge), if it is a renewal. */
    renews: integer("renews"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    paidAt: at("paid_at"),
  },
  (t) => [
    uniqueIndex("payments_public_id_idx").on(t.publicId),
    uniqueIndex("payments_idempotency_idx").on(t.idempotencyKey),
    uniqueIndex("payments_provider_ref_idx").on(t.providerRef),
    index("payments_user_idx").on(t.userId, t.createdAt.desc()),
    index("payments_post_idx").on(t.postId),
  ],
);

/**
 * What a succeeded payment gives, from its start to its end: an ad's promotion, a subscription, a banner
 * campaign or a paid publication. Ranking, badges and hide_cv read these (through the ad's columns).
 */
export const entitlements = pgTable(
  "entitlements",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    postId: integer("post_id").references(() => posts.id, { onDelete: "cascade" }),
    bannerId: integer("banner_id").references(() => banners.id, { onDelete: "set null" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    kind: text("kind", { enum: PRODUCT_KINDS }).notNull(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    status: text("status", { enum: ["active", "ended", "cancelled"] })
      .notNull()
      .default("active"),
    autoCharge: boolean("auto_charge").notNull().default(false),
    savedCardId: integer("saved_card_id").references(() => savedCards.id, { onDelete: "set null" }),
    /** Failed renewal charges in a row; past the schedule's last try the entitlement ends. */
    renewalFailures: integer("renewal_failures").notNull().default(0),
    /** When the notice before the next charge went out (once per period). */
    chargeNoticeAt: at("charge_notice_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    // One entitlement per payment: a repeated webhook or confirm never gives twice.
    uniqueIndex("entitlements_payment_idx").on(t.paymentId),
    index("entitlements_status_ends_idx").on(t.status, t.endsAt),
    index("entitlements_user_idx").on(t.userId, t.kind),
    index("entitlements_post_idx").on(t.postId),
  ],
);

/** Provider events (webhooks) already handled: a repeated delivery changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: at("received_at").notNull().defaultNow(),
});

/**
 * Hand-written SEO texts of a page (GET /v1/seo/meta), by its path without language prefix
 * ("/", "/cdl", "/chicago/cdl") and language. A null column keeps the generated value.
 */
export const seoOverrides = pgTable(
  "seo_overrides",
  {
    id: serial("id").primaryKey(),
    path: text("path").notNull(),
    locale: text("locale", { enum: ["ru", "ua", "pl", "en"] }).notNull(),
    title: text("title"),
    description: text("description"),
    h1: text("h1"),
    seoText: text("seo_text"),
    faqsTitle: text("faqs_title"),
    faq: jsonb("faq").$type<Faq[]>(),
    howto: jsonb("howto").$type<HowTo>(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("seo_overrides_path_locale_idx").on(t.path, t.locale)],
);

/**
 * Photos uploaded for ads (POST /v1/uploads). The files live behind the storage interface; a row
 * without post_id is an upload whose ad is not saved yet (the form is still open).
 */
export const uploads = pgTable(
  "uploads",
  {
    id: serial("id").primaryKey(),
    /** Null for an anonymous visitor's upload; ownerKey then ties it to their browser. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    ownerKey: text("owner_key"),
    postId: integer("post_id").references(() => posts.id, { onDelete: "set null" }),
    storageKey: text("storage_key").notNull(),
    thumbKey: text("thumb_key").notNull(),
    /** The sizes for srcset, narrowest first (the widest one's WebP is storageKey); none for older uploads. */
    variants: jsonb("variants")
      .$type<UploadVariantFiles[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The photo's perceptual hash (64-bit dHash, 16 hex digits): the same picture posted again is found by it. */
    phash: text("phash"),
    mime: text("mime").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("uploads_user_idx").on(t.userId),
    index("uploads_post_idx").on(t.postId),
    index("uploads_phash_idx").on(t.phash),
  ],
);

/** A user's favourite ads (the like button). */
export const favourites = pgTable(
  "favourites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index("favourites_user_created_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/** A conversation about an ad between a visitor and the ad's author (/profile/chat). */
export const conversations = pgTable(
  "conversations",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    visitorId: integer("visitor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull().defaultNow(),
    lastMessageAt: at("last_message_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_post_visitor_idx").on(t.postId, t.visitorId),
    index("conversations_visitor_idx").on(t.visitorId, t.lastMessageAt.desc()),
    index("conversations_author_idx").on(t.authorId, t.lastMessageAt.desc()),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    readAt: at("read_at"),
    /** A moderator hid the message: both sides see that it was removed, not its words. */
    hiddenAt: at("hidden_at"),
    hiddenBy: integer("hidden_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.id),
    index("messages_unread_idx")
      .on(t.conversationId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A user's dating profile (users.dating_id points here): needed before posting a dating ad. */
export const datingProfiles = pgTable(
  "dating_profiles",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    age: integer("age").notNull(),
    gender: text("gender", { enum: ["female", "male"] }).notNull(),
    seeking: text("seeking", { enum: ["female", "male", "any"] }).notNull(),
    about: text("about").notNull().default(""),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("dating_profiles_user_idx").on(t.userId)],
);

/**
 * The information pages' documents (terms, privacy, FAQ, about…), one row per page, language and version:
 * seeded from `content/pages/<page>/<locale>.md` and changed without a deploy by adding a version (the team's
 * console). The newest version in force is shown; older ones stay, as a record of what people accepted.
 */
export const infoPages = pgTable(
  "info_pages",
  {
    page: text("page").notNull(),
    locale: text("locale", { enum: ["ru", "ua", "pl", "en"] }).notNull(),
    version: integer("version").notNull(),
    /** The day this version took effect (shown as the document's date). */
    effectiveOn: date("effective_on").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** The document in Markdown (headings, paragraphs, lists, links, emphasis). */
    body: text("body").notNull(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.page, t.locale, t.version] })],
);

/** Messages of the contact form (/contact-us, /create-contact), mailed to the team when stored. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** E.164. */
    phone: text("phone").notNull(),
    message: text("message").notNull(),
    /** The sender asked to be registered with this phone (the form's checkbox, on by default). */
    register: boolean("register").notNull().default(true),
    locale: text("locale", { enum: ["ru", "ua", "pl", "en"] }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Which page the form was sent from (contact-us, create-contact). */
    page: text("page").notNull(),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/** Reviews of the service (/feedbacks): written by signed-in users, shown once a moderator approved them. */
export const feedbacks = pgTable(
  "feedbacks",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The name shown with the review (the author's, when written). */
    authorName: text("author_name").notNull(),
    rating: integer("rating").notNull(),
    text: text("text").notNull(),
    locale: text("locale", { enum: ["ru", "ua", "pl", "en"] }).notNull(),
    status: text("status", { enum: FEEDBACK_STATUSES }).notNull().default("pending"),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("feedbacks_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("feedbacks_user_idx").on(t.userId),
  ],
);

/**
 * A report of an ad, a user or a chat message: one per reporter and object. A visitor who is not signed in may
 * report an ad only: no reporter then, but keyed hashes of their device and address (never the address itself),
 * one report per device and ad.
 */
export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    reporterId: integer("reporter_id").references(() => users.id, { onDelete: "cascade" }),
    /** A visitor's device id and address as HMACs (features/reports/visitor.ts); null for a signed-in reporter. */
    visitorDevice: text("visitor_device"),
    visitorAddress: text("visitor_address"),
    targetKind: text("target_kind", { enum: REPORT_TARGETS }).notNull(),
    targetId: integer("target_id").notNull(),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    note: text("note"),
    /** The reporter's language: what the team answers them in. */
    locale: text("locale", { enum: ["ru", "ua", "pl", "en"] }).notNull(),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reports_reporter_target_idx").on(t.reporterId, t.targetKind, t.targetId),
    uniqueIndex("reports_visitor_target_idx").on(t.visitorDevice, t.targetKind, t.targetId),
    index("reports_target_idx").on(t.targetKind, t.targetId, t.status),
    index("reports_status_created_idx").on(t.status, t.createdAt),
    check(
      "reports_reporter_check",
      sql`${t.reporterId} is not null or (${t.targetKind} = 'post' and ${t.visitorDevice} is not null
        and ${t.visitorAddress} is not null)`,
    ),
  ],
);

/**
 * The numbers moderation runs by, one row (id 1) the team can change without a deploy: how many reports from
 * different users hide an ad, when an account is trusted, and the posting and messaging rates.
 */
export const moderationSettings = pgTable("moderation_settings", {
  id: integer("id").primaryKey().default(1),
  /** Open reports from different users that hide an ad until a moderator looks. */
  reportHideThreshold: integer("report_hide_threshold").notNull().default(3),
  /** Approved ads after which an account with no upheld report publishes at once. */
  trustedApprovedAds: integer("trusted_approved_ads").notNull().default(3),
  /** Ads one account, phone, device or address may post in a day. */
  adsPerDay: integer("ads_per_day").notNull().default(10),
  /** Chat messages one account, device or address may send in an hour. */
  messagesPerHour: integer("messages_per_hour").notNull().default(60),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Words an ad may not hold, as the rule normalizes them (lower case, look-alike letters folded, stemmed). */
export const bannedWords = pgTable(
  "banned_words",
  {
    id: serial("id").primaryKey(),
    word: text("word").notNull(),
    addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("banned_words_word_idx").on(t.word)],
);

/** A ban of a user, a phone (E.164) or an address range (CIDR); in force until it ends or is lifted. */
export const bans = pgTable(
  "bans",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: BAN_KINDS }).notNull(),
    value: text("value").notNull(),
    reason: text("reason").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    liftedBy: integer("lifted_by").references(() => users.id, { onDelete: "set null" }),
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
  },
  (t) => [index("bans_kind_value_idx").on(t.kind, t.value)],
);

/** Every moderator's and admin's action: who, what, on what, when and why (read and exported as CSV). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetKind: text("target_kind").notNull(),
    targetId: text("target_id").notNull(),
    reason: text("reason"),
    details: jsonb("details")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("audit_log_target_idx").on(t.targetKind, t.targetId),
  ],
);

/** A user who blocked another in the chat: the blocked one can no longer write to them. */
export const chatBlocks = pgTable(
  "chat_blocks",
  {
    blockerId: integer("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: integer("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("chat_blocks_blocked_idx").on(t.blockedId)],
);
