import { adLifecycleJobs } from "../features/post-form/lifecycle-jobs";
import { moneyJobs } from "../features/money/jobs";
import { postJobs } from "../features/posts/jobs";
import type { JobDefinition } from "./types";

/** Every job the queue runs; a feature adds its own by exporting them and being listed here. */
export const allJobs: readonly JobDefinition[] = [...adLifecycleJobs, ...moneyJobs, ...postJobs];
