import { z } from "zod";
import { COUNTRIES, fitsMask } from "../countries";
import { OTP_LENGTH } from "../constants";
import { v } from "../validation/messages";
import { dbIdSchema } from "./common";
import { sessionUserSchema } from "./main-config";

const dialCodes = new Set(COUNTRIES.map((country) => country.dial));

/** A phone with its dial code: the dial code from the country table, the number fitting its mask. */
export const phoneFields = {
  phone: z.string().trim().min(1, v("phone")).max(32, v("phone")),
  country_code: z.string().refine((dial) => dialCodes.has(dial), v("countryCode")),
};

export function checkMask(value: { phone: string; country_code: string }, ctx: z.RefinementCtx) {
  const masks = COUNTRIES.filter((country) => country.dial === value.country_code).map((country) => country.mask);
  if (masks.length > 0 && !masks.some((mask) => fitsMask(value.phone, mask))) {
    ctx.addIssue({ code: "custom", path: ["phone"], message: v("phone") });
  }
}

/** POST /v1/auth/otp */
export const otpRequestSchema = z.object(phoneFields).superRefine(checkMask);
export type OtpRequest = z.infer<typeof otpRequestSchema>;
/** The same for a registered and an unknown phone (no account is told apart): the code's check says which. */
export const otpResponseSchema = z.object({ data: z.object({ is_sent: z.boolean() }) });
export type OtpResponse = z.infer<typeof otpResponseSchema>;

/** POST /v1/auth/verification/phone */
export const verifyPhoneRequestSchema = z
  .object({
    ...phoneFields,
    code: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), v("code")),
    post_id: dbIdSchema.nullable().default(null),
    /** The name typed in the form that led here (the contact form): a new account is shown by it. */
    name: z.string().max(100).optional(),
  })
  .superRefine(checkMask);
export type VerifyPhoneRequest = z.input<typeof verifyPhoneRequestSchema>;

/** Every sign-in answers a session token and the user. */
export const authResponseSchema = z.object({
  data: z.object({
    token: z.string().min(20),
    user: sessionUserSchema,
    /** "registration" when this sign-in created the account: the client goes to finish-registration. */
    type: z.enum(["login", "registration"]),
  }),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** A password: at least 8 with a digit, a special character, a lowercase and an uppercase letter. */
export const PASSWORD_RULES = {
  length: (value: string) => value.length >= 8,
  digit: (value: string) => /\d/.test(value),
  special: (value: string) => /[^\p{L}\p{N}\s]/u.test(value),
  lower: (value: string) => /\p{Ll}/u.test(value),
  upper: (value: string) => /\p{Lu}/u.test(value),
} as const;
export const passwordSchema = z
  .string()
  .min(1, v("passwordRequired"))
  .max(200, { message: v("passwordRule"), abort: true })
  .refine((value) => Object.values(PASSWORD_RULES).every((rule) => rule(value)), v("passwordRule"));

/**
 * An e-mail: the same addresses as `^[^\s@]+@[^\s@]+\.[^\s@]{2,}$`, but linear in the length (that
 * one tried every dot of the domain against the rest of the text). The domain's first dot after its first
 * character decides, as it leaves the longest ending.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]{2,}$/;
/** RFC 5321's longest address: longer input is refused before any pattern reads it. */
export const EMAIL_MAX = 254;
const EMAIL = EMAIL_PATTERN;
/** An e-mail, or a 10-digit (US) phone: the "register or login" username. */
export const usernameSchema = z
  .string()
  .trim()
  .min(1, v("required"))
  .max(EMAIL_MAX, { message: v("emailOrPhone"), abort: true })
  .refine((value) => EMAIL.test(value) || /^\d{10}$/.test(value.replace(/[\s()-]/g, "")), v("emailOrPhone"));

/** POST /v1/auth/register and /v1/auth/login (the e-mail-or-phone and password forms). */
export const registerRequestSchema = z.object({ username: usernameSchema, password: passwordSchema });
export const loginRequestSchema = z.object({
  username: usernameSchema,
  password: z.string().min(1, v("passwordRequired")).max(200),
});
/** The e-mail login page's own rule: an e-mail only ('Неверный адрес электронной почты'). */
export const emailLoginRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .max(EMAIL_MAX, { message: v("loginEmail"), abort: true })
    .regex(EMAIL, v("loginEmail")),
  password: z.string().min(1, v("passwordRequired")).max(200),
});
export type PasswordAuthRequest = z.infer<typeof loginRequestSchema>;

/** POST /v1/auth/forgot-password */
export const forgotPasswordRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX, { message: v("forgotEmail"), abort: true })
    .regex(EMAIL, v("forgotEmail")),
});
/** POST /v1/auth/reset-password */
export const resetPasswordRequestSchema = z
  .object({ token: z.string().min(20).max(200), password: passwordSchema, password_confirmation: z.string().max(200) })
  .refine((value) => value.password === value.password_confirmation, {
    path: ["password_confirmation"],
    message: v("passwordsDiffer"),
  });

/** A plain acknowledgement (forgot-password never says whether the e-mail exists). */
export const okResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });

/** A 429 answer: how long to wait. */
export const rateLimitedSchema = z.object({ message: z.string(), retry_after: z.number().int().nonnegative() });

/**
 * GET /api/user/message/new: whether anything awaits the user (a chat message or a request to their ad), and how
 * many chat messages they have not read (the sum of the chat list's unread counts: the Messages tab's badge).
 */
export const newMessageResponseSchema = z.object({
  data: z.object({ new_message: z.boolean(), unread_messages: z.number().int().nonnegative() }),
});

/** POST /v1/contact-with: after sign-in from a CV page, the author gets the visitor's contacts. */
export const contactWithRequestSchema = z.object({
  message_type: z.literal("cv"),
  phone: z.string().max(32).nullable().optional(),
  email: z.string().max(200).nullable().optional(),
  post_id: dbIdSchema,
});

/** POST /v1/profile/name: the finish-registration and user-name forms. */
export const nameSchema = z
  .string()
  .trim()
  .min(1, v("required"))
  .min(3, v("nameMin"))
  .max(30, { message: v("nameMax"), abort: true })
  .regex(/^[\p{L}\s]+$/u, v("nameLetters"));
export const nameRequestSchema = z.object({ name: nameSchema });
export const userResponseSchema = z.object({ data: sessionUserSchema });

/** GET /v1/dev/sms-outbox and /v1/dev/mail-outbox (not in production). */
export const smsOutboxSchema = z.object({
  data: z.array(z.object({ phone: z.string(), text: z.string(), sent_at: z.string() })),
});
export const mailOutboxSchema = z.object({
  data: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), sent_at: z.string() })),
});
