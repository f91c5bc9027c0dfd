import { sql } from "drizzle-orm";
import {
  boolean,
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_phone_idx").on(t.phone), uniqueIndex("users_email_idx").on(t.email)],
);

/** Contact metadata of spec section 3, kept with each ad. */
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
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    contact: jsonb("contact").$type<PostContact>().notNull().default(sql`'{}'::jsonb`),
    status: text("status", { enum: ["active", "inactive", "deleted"] }).notNull().default("active"),
    promotedUntil: timestamp("promoted_until", { withTimezone: true }),
    viewCount: integer("view_count").notNull().default(0),
    isSeed: boolean("is_seed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("posts_section_slug_idx").on(t.sectionId, t.slug),
    index("posts_active_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("posts_section_created_idx").on(t.sectionId, t.status, t.createdAt.desc(), t.id.desc()),
    index("posts_location_idx").on(t.locationId),
    index("posts_category_idx").on(t.categoryId),
  ],
);

/** Extra locations an ad is shown in besides its main one (spec: locationIds). */
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
 * Old paths and where they live now (spec section 4: the server-driven redirect lookup). Pages answer
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
    /** Named route guards switched on (true) or off (false) for the page (spec: appMiddleware). */
    appMiddleware: jsonb("app_middleware").$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [uniqueIndex("redirects_from_path_idx").on(t.fromPath)],
);
