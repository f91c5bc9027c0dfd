import type { z } from "zod";
import { STORED_FIELDS } from "../sections/schemas";
import type { SectionSlug } from "./sections";

/**
 * Each section's own ad fields, stored in posts.fields (JSONB) and checked with these schemas on the way in
 * and out. Built from the section registry (src/shared/sections/): a field is declared there once.
 */
export const POST_FIELDS: Record<SectionSlug, z.ZodType<Record<string, unknown>>> = STORED_FIELDS;
