import type { JobDefinition } from "../../jobs/types";

/** Promotions' daily re-bump (the posts feature fills this list). */
export const postJobs: JobDefinition[] = [];
