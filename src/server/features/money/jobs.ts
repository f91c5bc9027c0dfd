import type { JobDefinition } from "../../jobs/types";

/** Auto-charge renewals and the notices before them (the payments feature fills this list). */
export const moneyJobs: JobDefinition[] = [];
