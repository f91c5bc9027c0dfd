import { z } from "zod";

export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dating_id: z.number().int().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /v1/main-config (spec sections 3 and 7): who is signed in, and whether CV contacts are hidden. */
export const mainConfigSchema = z.object({
  is_login: z.boolean(),
  hide_cv: z.boolean(),
  user: sessionUserSchema.nullable(),
});
export type MainConfig = z.infer<typeof mainConfigSchema>;
