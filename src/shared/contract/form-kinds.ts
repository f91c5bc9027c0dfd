import { z } from "zod";
import type { SectionSlug } from "./sections";

/**
 * The ad forms (/form/{kind} and /profile/edit/{kind}), where their ads are listed and
 * the ads' statuses: kept apart from the form rules so pages that only list ads stay light.
 */
export const FORM_KINDS = [
  "cv",
  "cdl",
  "job",
  "business",
  "property",
  "property-find",
  "afisha",
  "dating",
  "drivers-cv",
  "autobazar-rent",
  "autobazar-sale",
  "feed",
] as const;
export const formKindSchema = z.enum(FORM_KINDS);
export type FormKind = z.infer<typeof formKindSchema>;

/** Where an ad of a form is listed; a cdl form's "CDL required" answer picks cdl or no-cdl. */
export function sectionOfKind(kind: FormKind, fields: { cdl_required?: unknown }): SectionSlug {
  switch (kind) {
    case "cv":
      return "workers";
    case "cdl":
      return fields.cdl_required === false ? "no-cdl" : "cdl";
    case "property":
    case "property-find":
      return "properties";
    case "autobazar-rent":
    case "autobazar-sale":
      return "rent-sale";
    default:
      return kind;
  }
}

/** An edit route's kind: the form's, with both car forms as one. */
export type EditKind = Exclude<FormKind, `autobazar-${string}`> | "autobazar";

/** The edit route's kind (/profile/edit/{kind}): both car forms share /profile/edit/autobazar. */
export function editKindOf(kind: FormKind): EditKind {
  return kind === "autobazar-rent" || kind === "autobazar-sale" ? "autobazar" : kind;
}

/** An ad's states (the database's `posts.status`). */
export const POST_STATUSES = [
  "active",
  "inactive",
  "deleted",
  "pending",
  "unpaid",
  "expired",
  "sold",
  "review",
  "rejected",
] as const;
export const postStatusSchema = z.enum(POST_STATUSES);
export type PostStatus = z.infer<typeof postStatusSchema>;

/** The form an ad of a section was written with (seeded ads have no stored kind). */
export function kindOfSection(section: SectionSlug, fields: Record<string, unknown>): FormKind | null {
  switch (section) {
    case "workers":
      return "cv";
    case "no-cdl":
      return "cdl";
    case "properties":
      return fields.find === true ? "property-find" : "property";
    case "rent-sale":
      return fields.deal === "rent" ? "autobazar-rent" : "autobazar-sale";
    default: {
      const kind = formKindSchema.safeParse(section);
      return kind.success ? kind.data : null;
    }
  }
}
