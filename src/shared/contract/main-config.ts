import { z } from "zod";

export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dating_id: z.number().int().nullable(),
  /** HelpCrunch's identity hash, so the support chat knows who writes (null when the chat is off). */
  help_crunch_hash: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /v1/main-config: who is signed in, and whether CV contacts are hidden. */
export const mainConfigSchema = z.object({
  is_login: z.boolean(),
  hide_cv: z.boolean(),
  user: sessionUserSchema.nullable(),
  /** The support chat's settings when one is configured (HELPCRUNCH_APP_ID). */
  chat: z.object({ app_id: z.string() }).nullable().default(null),
});
export type MainConfig = z.infer<typeof mainConfigSchema>;
