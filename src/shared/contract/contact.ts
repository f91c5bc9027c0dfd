import { z } from "zod";
import { v } from "../validation/messages";
import { checkMask, nameSchema, phoneFields } from "./auth";
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from "./contact-limits";

/** The pages that carry the team's contact form: the same form, told apart in the team's mail. */
export const CONTACT_PAGES = ["contact-us", "create-contact"] as const;
export type ContactPage = (typeof CONTACT_PAGES)[number];
export const isContactPage = (page: string): page is ContactPage => (CONTACT_PAGES as readonly string[]).includes(page);

/**
 * POST /v1/contact: a message to the team. `register` is the visitor's wish to have an account with this phone:
 * the phone is proven by a sign-in code afterwards, never by this form.
 */
export const teamContactSchema = z
  .object({
    page: z.enum(CONTACT_PAGES, { error: v("choose") }),
    name: nameSchema,
    ...phoneFields,
    message: z
      .string({ error: v("required") })
      .trim()
      .min(CONTACT_MESSAGE_MIN, v("messageMin"))
      .max(CONTACT_MESSAGE_MAX, v("messageMax")),
    register: z.boolean({ error: v("invalidType") }).default(true),
  })
  .strict()
  .superRefine(checkMask);
export type TeamContactInput = z.input<typeof teamContactSchema>;
export type TeamContact = z.output<typeof teamContactSchema>;

export const teamContactResponseSchema = z.object({ data: z.object({ id: z.number().int() }) });
