import { z } from "zod";

/** Which named route guards a redirect row switches on or off for the page (appMiddleware). */
export const appMiddlewareSchema = z.record(z.string(), z.boolean());
export type AppMiddleware = z.infer<typeof appMiddlewareSchema>;

/** A site path as the browser shows it: no query, no fragment, no spaces. */
export const sitePathSchema = z
  .string()
  .min(1)
  .max(2048)
  .regex(/^\/(?!\/)[^?#\s]*$/, "must be a path starting with a single /, without query or fragment");

/** GET /v1/redirects?path=/old-path: the server-driven redirect lookup. */
export const redirectQuerySchema = z.object({ path: sitePathSchema });
export type RedirectQuery = z.infer<typeof redirectQuerySchema>;

export const redirectResponseSchema = z.object({
  data: z.object({
    /** An internal path ("/job") or an absolute https URL (leaves the site); null when the path stays. */
    redirect: z.string().nullable(),
    app_middleware: appMiddlewareSchema,
  }),
});
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

/** True when a redirect target leaves the site. */
export function isExternalTarget(target: string): boolean {
  return /^https?:\/\//.test(target);
}
