import type { z } from "zod";
import { STORED_FIELDS } from "../sections/schemas";
import type { SectionSlug } from "./sections";

/**
 * Each section's own ad fields, stored in posts.fields (JSONB) and checked with these schemas on the way in
 * and out. Built from the section registry (src/shared/sections/): a field is declared there once.
 */
export const POST_FIELDS: Record<SectionSlug, z.ZodType<Record<string, unknown>>> = STORED_FIELDS;

/** A section whose contacts are CVs: hidden from callers while hide_cv is true, which the server decides per caller. */
export const CV_SECTIONS: readonly SectionSlug[] = ["workers", "drivers-cv"];

/** A section whose ads end by being filled (a job taken, a worker hired) rather than sold: «Закрыто», not «Продано». */
const FILLED_SECTIONS: readonly SectionSlug[] = ["job", "cdl", "no-cdl", ...CV_SECTIONS];
/** A section whose ads are filled (a job, a CV) rather than sold: its archive says «Закрыто». */
export const isFilledSection = (section: SectionSlug) => FILLED_SECTIONS.includes(section);
