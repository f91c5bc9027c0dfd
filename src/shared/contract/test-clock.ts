import { z } from "zod";

const DAY_MS = 86_400_000;

/** `POST /v1/test/clock`: how far a test server's clock moves forward (a year at most). */
export const advanceClockSchema = z.object({
  advance_ms: z
    .number()
    .int()
    .min(0)
    .max(366 * DAY_MS),
});

/** The answer of `GET` and `POST /v1/test/clock`: the server's time now. */
export const serverClockSchema = z.object({ now: z.iso.datetime() });
