import { Hono, type Context } from "hono";
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyPhoneRequestSchema,
  otpRequestSchema,
  type AuthResponse,
  type OtpResponse,
} from "../../../shared/contract/auth";
import { countryByDial, DEFAULT_COUNTRY } from "../../../shared/countries";
import { apiMessages } from "../../../shared/messages/api";
import { VALIDATION_MESSAGES } from "../../../shared/validation/messages";
import { CACHE_POLICY } from "../../http/cache-control";
import { clientIp } from "../../http/client-ip";
import { requestLocale } from "../../http/locale";
import { requestOrigin } from "../../http/origin";
import { refuse, tooManyRequests } from "../../http/refusals";
import { fieldError, jsonBody } from "../../http/validation";
import { activeBanOf, activeBanOfPhone } from "../../http/bans";
import type { AuthContext } from "./context";
import { requestCode, verifyCode } from "./otp-service";
import { forgotPassword, login, register, resetPassword, usernameOf, type PasswordOutcome } from "./password-service";
import { toE164 } from "../../lib/phone";
import { revokeSession } from "../../db/session-repo";
import { findUser } from "../../db/user-repo";
import type { SessionEnv } from "../../http/session";
import { sessionUserOf, type UserRow } from "../../http/user-view";

const OK = { data: { ok: true as const } };

/** POST /v1/auth/*: phone codes, passwords, reset links, logout. */
export function authRoutes(ctx: AuthContext) {
  const signedIn = (c: Context, token: string, user: UserRow, type: "login" | "registration") => {
    const body: AuthResponse = { data: { token, user: sessionUserOf(user, ctx.helpCrunchSecret), type } };
    return c.json(body);
  };
  const passwordAnswer = (c: Context, outcome: PasswordOutcome) => {
    if (outcome.kind === "limited") return tooManyRequests(c, "loginLimit", outcome);
    if (outcome.kind === "throttled") return tooManyRequests(c, "loginWait", outcome);
    if (outcome.kind === "badCredentials") return refuse(c, 401, "badCredentials");
    return signedIn(c, outcome.token, outcome.user, outcome.type);
  };
  /** A sign-in or sign-up with a password: the same username check, attempt and answers for both. */
  const passwordAttempt = async (
    c: Context,
    input: { username: string; password: string },
    run: typeof login,
  ): Promise<Response> => {
    const username = usernameOf(input.username);
    if (!username) return fieldError(c, "username", VALIDATION_MESSAGES.emailOrPhone);
    const attempt = { username, password: input.password, ip: clientIp(c, ctx.trustProxy), locale: requestLocale(c) };
    // A banned account, phone or address gets no new session, whichever way it signs in.
    const holder = await findUser(ctx.db, username);
    const phone = "phone" in username ? username.phone : (holder?.phone ?? null);
    const held = holder?.role !== "moderator" && holder?.role !== "admin";
    if (held && (await activeBanOf(ctx.db, { userId: holder?.id ?? null, phone, ip: attempt.ip })))
      return refuse(c, 403, "banned");
    return passwordAnswer(c, await run(ctx, attempt));
  };

  return (
    new Hono<SessionEnv>()
      // Nothing here may be kept by a cache: answers hold tokens and personal data.
      .use("*", async (c, next) => {
        await next();
        c.header("Cache-Control", CACHE_POLICY.secret);
      })
      .post("/otp", jsonBody(otpRequestSchema), async (c) => {
        const input = c.req.valid("json");
        const phone = toE164(input.phone, input.country_code);
        if (!phone) return fieldError(c, "phone", VALIDATION_MESSAGES.phone);
        const ip = clientIp(c, ctx.trustProxy);
        // No code goes to a banned phone, account or address: a ban is not undone by signing in again.
        if (await activeBanOfPhone(ctx.db, phone, ip)) return refuse(c, 403, "banned");
        const outcome = await requestCode(ctx, { phone, ip, locale: requestLocale(c) });
        if (outcome.kind === "limited") return tooManyRequests(c, outcome.limit, outcome);
        if (outcome.kind === "sendFailed") return refuse(c, 502, "otpSendFailed");
        // The same answer for a registered and an unknown phone: verification tells which it was.
        const body: OtpResponse = { data: { is_sent: true } };
        return c.json(body);
      })
      .post("/verification/phone", jsonBody(verifyPhoneRequestSchema), async (c) => {
        const input = c.req.valid("json");
        const { phone: typed, country_code, code, post_id, name } = input;
        const phone = toE164(typed, country_code);
        if (!phone) return fieldError(c, "phone", VALIDATION_MESSAGES.phone);
        if (await activeBanOfPhone(ctx.db, phone, clientIp(c, ctx.trustProxy))) return refuse(c, 403, "banned");
        const iso = countryByDial(country_code)?.iso ?? DEFAULT_COUNTRY;
        const outcome = await verifyCode(ctx, { phone, code, postId: post_id, name, iso, locale: requestLocale(c) });
        if (outcome.kind === "wrongCode") return fieldError(c, "code", VALIDATION_MESSAGES.code);
        if (outcome.kind === "voided") return tooManyRequests(c, "otpCodeVoided", outcome);
        return signedIn(c, outcome.token, outcome.user, outcome.type);
      })
      .post("/register", jsonBody(registerRequestSchema), (c) => passwordAttempt(c, c.req.valid("json"), register))
      .post("/login", jsonBody(loginRequestSchema), (c) => passwordAttempt(c, c.req.valid("json"), login))
      .post("/logout", async (c) => {
        // Idempotent: signing out without a live session is already done.
        const session = await c.var.session();
        if (session) await revokeSession(ctx.db, session.sessionId);
        return c.json(OK);
      })
      .post("/forgot-password", jsonBody(forgotPasswordRequestSchema), async (c) => {
        const input = c.req.valid("json");
        await forgotPassword(ctx, { email: input.email, origin: requestOrigin(c), ip: clientIp(c, ctx.trustProxy) });
        return c.json(OK);
      })
      .post("/reset-password", jsonBody(resetPasswordRequestSchema), async (c) => {
        const input = c.req.valid("json");
        const outcome = await resetPassword(ctx, {
          token: input.token,
          password: input.password,
          locale: requestLocale(c),
        });
        if (outcome.kind === "invalid") return fieldError(c, "token", apiMessages.resetLinkInvalid);
        return signedIn(c, outcome.token, outcome.user, "login");
      })
  );
}
