import { z } from "zod";
import type { SectionSlug } from "./sections";

/**
 * Each section's own ad fields: what a real marketplace asks for.
 * Stored in posts.fields (JSONB) and checked with these schemas on the way in and out.
 */
const text = z.string().trim().max(200);
const money = z.number().nonnegative().max(100_000_000);

export const jobFieldsSchema = z.object({
  salary_from: money.nullable().optional(),
  salary_to: money.nullable().optional(),
  salary_period: z.enum(["hour", "week", "month", "year"]).optional(),
  schedule: text.optional(),
  employment_type: z.enum(["full_time", "part_time", "contract"]).optional(),
  languages: z.array(z.enum(["ru", "ua", "pl", "en"])).default([]),
});

export const driverJobFieldsSchema = z.object({
  cdl_required: z.boolean(),
  truck_type: text.nullable().optional(),
  trailer_type: text.nullable().optional(),
  route_type: z.enum(["otr", "regional", "local"]).optional(),
  pay_per_mile: money.nullable().optional(),
  pay_per_week: money.nullable().optional(),
  home_time: text.optional(),
  experience_years: z.number().int().min(0).max(60).nullable().optional(),
  endorsements: z.array(z.string().max(20)).default([]),
});

export const cvFieldsSchema = z.object({
  position: text,
  experience_years: z.number().int().min(0).max(60).nullable().optional(),
  licence_classes: z.array(z.string().max(10)).default([]),
  endorsements: z.array(z.string().max(20)).default([]),
  availability: text.optional(),
});

export const businessFieldsSchema = z.object({
  company: text,
  services: z.array(z.string().max(80)).default([]),
  hours: text.optional(),
  address: text.optional(),
});

export const propertyFieldsSchema = z.object({
  property_type: z.enum(["apartment", "house", "townhouse", "room", "commercial", "land"]),
  deal: z.enum(["rent", "sale"]),
  price: money.nullable().optional(),
  bedrooms: z.number().int().min(0).max(50).nullable().optional(),
  bathrooms: z.number().min(0).max(50).nullable().optional(),
  area_sqft: z.number().int().min(0).max(10_000_000).nullable().optional(),
  pets: text.optional(),
  /** A request to find a property (form property-find) rather than an offer. */
  find: z.boolean().optional(),
});

export const autoFieldsSchema = z.object({
  deal: z.enum(["rent", "sale"]),
  make: text,
  model: text,
  year: z.number().int().min(1900).max(2100).nullable().optional(),
  mileage: z.number().int().min(0).max(5_000_000).nullable().optional(),
  transmission: z.enum(["automatic", "manual"]).nullable().optional(),
  price: money.nullable().optional(),
});

export const eventFieldsSchema = z.object({
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }).nullable().optional(),
  venue: text,
  address: text.optional(),
  price: money.nullable().optional(),
});

export const datingFieldsSchema = z.object({
  age: z.number().int().min(18).max(120),
  gender: z.enum(["female", "male"]),
  seeking: z.enum(["female", "male", "any"]),
  about: z.string().max(1000).optional(),
});

export const articleFieldsSchema = z.object({ author: text, tags: z.array(z.string().max(40)).default([]) });

export const POST_FIELDS = {
  job: jobFieldsSchema,
  workers: cvFieldsSchema,
  cdl: driverJobFieldsSchema,
  "no-cdl": driverJobFieldsSchema,
  "drivers-cv": cvFieldsSchema,
  "drivers-corner": articleFieldsSchema,
  business: businessFieldsSchema,
  properties: propertyFieldsSchema,
  "rent-sale": autoFieldsSchema,
  afisha: eventFieldsSchema,
  dating: datingFieldsSchema,
  blog: articleFieldsSchema,
  news: articleFieldsSchema,
  feed: z.object({}),
} satisfies Record<SectionSlug, z.ZodType>;

export type PostFields<S extends SectionSlug> = z.infer<(typeof POST_FIELDS)[S]>;

/** A section whose contacts are CVs: hidden from callers while hide_cv is true, which the server decides per caller. */
export const CV_SECTIONS: readonly SectionSlug[] = ["workers", "drivers-cv"];
