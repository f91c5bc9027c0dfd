import { nameSchema } from "../../../shared/contract/auth";
import { notificationMessages } from "../../../shared/messages/notifications";
import type { Locale } from "../../../shared/locales";
import { BudgetExceeded } from "../../adapters/budgeted";
import { SmsSendError } from "../../adapters/sms";
import type { Db } from "../../db/client";
import { translate } from "../../http/messages";
import type { AuthContext } from "./context";
import { OTP_MAX_WRONG, OTP_TTL_MS, otpWait, type OtpLimit } from "./limits";
import { lockKeys } from "../../db/locks";
import {
  consumeCode,
  deleteCode,
  insertCode,
  ipCodeCount,
  latestCode,
  phoneCodeTimes,
  recordWrongCheck,
} from "./otp-repo";
import { adsChanged } from "../../lib/ad-events";
import { contactPhoneE164 } from "../../lib/phone";
import { insertSession } from "../../db/session-repo";
import { hmacHex, newCode, sameHex } from "../../lib/tokens";
import { findUser, insertUser, rememberLocale, setName } from "../../db/user-repo";
import { claimPost, findOwnerlessPost } from "../../lib/ad-claim";
import type { UserRow } from "../../http/user-view";
import { serverNow } from "../../lib/clock";
import { log } from "../../log";

type SignInType = "login" | "registration";

export type RequestCodeOutcome =
  | { kind: "sent" }
  /** A code limit, or "smsLimit": the phone or the address has used up its texts of any kind (budgets). */
  | { kind: "limited"; limit: OtpLimit | "smsLimit"; retryAfterMs: number }
  | { kind: "sendFailed" };

/** The code is bound to its phone: a code sent to one number never signs in another. */
const codeHash = (secret: string, phone: string, code: string) => hmacHex(secret, `${phone}:${code}`);
const phoneKey = (phone: string) => `otp:phone:${phone}`;

/**
 * Sends a sign-in code to a phone (E.164) unless a limit holds: one code a minute and five an hour
 * per phone, OTP_IP_LIMIT_PER_HOUR per IP. The limits are the rows of otp_codes, read and written
 * under advisory locks, so they hold across API processes. The text itself spends the phone's and
 * the address's SMS budgets, shared with every other text (an ad's links): when one is spent the
 * code is withdrawn and the answer says how long to wait.
 */
export async function requestCode(
  ctx: AuthContext,
  input: { phone: string; ip: string; locale: Locale },
  now = serverNow(),
): Promise<RequestCodeOutcome> {
  const secret = await ctx.secret();
  const code = newCode();
  const created = await ctx.db.transaction(async (tx) => {
    await lockKeys(tx, phoneKey(input.phone), `otp:ip:${input.ip}`);
    const ip = { ...(await ipCodeCount(tx, input.ip, now)), limit: ctx.otpIpLimitPerHour };
    const wait = otpWait({ phoneTimes: await phoneCodeTimes(tx, input.phone, now), ip }, now);
    if (wait) return { kind: "limited" as const, ...wait };
    const id = await insertCode(tx, {
      phone: input.phone,
      codeHash: codeHash(secret, input.phone, code),
      ip: input.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    });
    // Whether the phone has an account is not looked up here: the answer must not tell (the code's check does).
    return { kind: "created" as const, id };
  });
  if (created.kind === "limited") return created;
  try {
    await ctx.sms.send(
      { to: input.phone, text: translate(input.locale, notificationMessages.smsCode, { code }) },
      { ip: input.ip },
    );
  } catch (error) {
    if (error instanceof BudgetExceeded) {
      // Not sent: the code must not count against the phone's code limits either.
      await deleteCode(ctx.db, created.id);
      // The address's budget reads as the code-per-address limit; the phone's as "too many texts to this number".
      return {
        kind: "limited",
        limit: error.budget === "smsPerIp" ? "otpIpLimit" : "smsLimit",
        retryAfterMs: error.retryAfterMs,
      };
    }
    // Logged without the text: it holds the code.
    log.error(
      { err: error, provider: ctx.sms.name, smsSendError: error instanceof SmsSendError },
      "[sms] a sign-in code could not be sent",
    );
    await deleteCode(ctx.db, created.id);
    return { kind: "sendFailed" };
  }
  return { kind: "sent" };
}

export type VerifyOutcome =
  | { kind: "signedIn"; token: string; user: UserRow; type: SignInType }
  | { kind: "wrongCode" }
  | { kind: "voided"; retryAfterMs: number };

/**
 * Checks a code against the phone's newest one, in constant time. A wrong check counts; the
 * OTP_MAX_WRONG-th voids the code and later checks are refused until a new code is asked for.
 * A right one signs in (creating the user on first sign-in) and may hand over an anonymous ad.
 */
export async function verifyCode(
  ctx: AuthContext,
  input: { phone: string; code: string; postId: number | null; name?: string; iso: string; locale: Locale },
  now = serverNow(),
): Promise<VerifyOutcome> {
  const secret = await ctx.secret();
  const handedOver = { done: false };
  const outcome = await ctx.db.transaction(async (tx): Promise<VerifyOutcome> => {
    await lockKeys(tx, phoneKey(input.phone));
    const row = await latestCode(tx, input.phone);
    if (!row || row.consumedAt || row.expiresAt <= now) return { kind: "wrongCode" };
    if (row.voidedAt) {
      const wait = otpWait({ phoneTimes: await phoneCodeTimes(tx, input.phone, now) }, now);
      return { kind: "voided", retryAfterMs: wait?.retryAfterMs ?? 0 };
    }
    if (!sameHex(codeHash(secret, input.phone, input.code), row.codeHash)) {
      const attempts = row.attempts + 1;
      await recordWrongCheck(tx, row.id, attempts, attempts >= OTP_MAX_WRONG ? now : null);
      return { kind: "wrongCode" };
    }
    await consumeCode(tx, row.id, now);
    const { user: signedIn, type } = await userOfPhone(tx, input.phone, input.locale);
    const user = await withGivenName(tx, signedIn, input.name);
    if (input.postId !== null) handedOver.done = await handOverPost(tx, input.postId, user.id, input.phone, input.iso);
    const { token } = await insertSession(tx, user.id, ctx.sessionTtlS, now);
    return { kind: "signedIn", token, user, type };
  });
  // A pending ad that went live is listed from now on (after the commit, or a listing could keep the old total).
  if (handedOver.done) adsChanged();
  return outcome;
}

/**
 * A user without a name is named by the one they typed in the form that led to the sign-in (the contact
 * form): the people they write to see it instead of a nameless account. A name that breaks the rule is ignored.
 */
async function withGivenName(tx: Db, user: UserRow, given: string | undefined): Promise<UserRow> {
  const name = nameSchema.safeParse(given);
  if (user.name || !name.success) return user;
  return (await setName(tx, user.id, name.data)) ?? user;
}

async function userOfPhone(tx: Db, phone: string, locale: Locale): Promise<{ user: UserRow; type: SignInType }> {
  const existing = await findUser(tx, { phone });
  if (existing) {
    await rememberLocale(tx, existing, locale);
    return { user: existing, type: "login" };
  }
  const created = await insertUser(tx, { phone, locale });
  if (created) return { user: created, type: "registration" };
  // A password sign-up with this phone committed in between.
  const raced = await findUser(tx, { phone });
  if (!raced) throw new Error("the user could not be created");
  return { user: raced, type: "login" };
}

/**
 * An ad posted without an account becomes the user's when its contact phone is the one just proven
 * (a pending one goes live). True when it was handed over.
 */
async function handOverPost(tx: Db, postId: number, userId: number, phone: string, iso: string): Promise<boolean> {
  const post = await findOwnerlessPost(tx, postId);
  const contactPhone = post?.contact.phone;
  return Boolean(
    contactPhone && contactPhoneE164(contactPhone, iso) === phone && (await claimPost(tx, postId, userId)),
  );
}
