import { z } from "zod";

/** GET /v1/publications/count: the active ads on the site, the figure the app popup advertises. */
export const publicationCountResponseSchema = z.object({ data: z.object({ total: z.number().int().nonnegative() }) });
export type PublicationCountResponse = z.infer<typeof publicationCountResponseSchema>;
