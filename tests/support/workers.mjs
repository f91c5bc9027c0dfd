import os from "node:os";

/**
 * How many test files run at once (API tests and end-to-end tests alike): one per core, each with a server of its
 * own on a copy of the run's template. Past the cores, more workers only queue for them.
 */
export const TEST_WORKERS = Math.max(1, Math.min(2, os.availableParallelism()));
