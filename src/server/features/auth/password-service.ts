import { windowLimit } from "../../lib/rate-limit";
import { ROUTES_BY_ID, buildPath } from "../../../shared/routes";
import { isLocale, type Locale } from "../../../shared/locales";
import { notificationMessages } from "../../../shared/messages/notifications";
import { BudgetExceeded } from "../../adapters/budgeted";
import { translate } from "../../http/messages";
import type { AuthContext } from "./context";
import {
  HOUR_MS,
  LOGIN_ACCOUNT_ALARM,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_IP_PER_HOUR,
  LOGIN_FREE_FAILURES,
  LOGIN_FREE_FAILURES_UNDER_ATTACK,
  loginDelayMs,
  RESET_TTL_MS,
  RESETS_PER_HOUR,
} from "./limits";
import {
  accountFailureCount,
  forgetFailures,
  ipFreedBy,
  pairFailures,
  recordFailure,
  touchFailure,
} from "./login-failures-repo";
import { lockKeys } from "../../db/locks";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "./password";
import { toE164 } from "../../lib/phone";
import { insertReset, resetsSince, useReset, voidResets } from "./reset-repo";
import { insertSession, revokeOtherSessions } from "../../db/session-repo";
import { TOKEN_PATTERN, newToken } from "../../lib/tokens";
import { findUser, findUserById, insertUser, rememberLocale, setPasswordHash, type Username } from "../../db/user-repo";
import type { UserRow } from "../../http/user-view";
import { serverNow } from "../../lib/clock";
import { log } from "../../log";

const EMAIL = /@/;

/** The register-or-login username: an e-mail (kept lower-case) or a 10-digit US phone (kept in E.164). */
export function usernameOf(value: string): Username | null {
  if (EMAIL.test(value)) return { email: value.trim().toLowerCase() };
  const phone = toE164(value, "+1");
  return phone ? { phone } : null;
}

const usernameKey = (username: Username) => ("email" in username ? username.email : username.phone);

export type PasswordOutcome =
  | { kind: "signedIn"; token: string; user: UserRow; type: "login" | "registration" }
  | { kind: "badCredentials" }
  | { kind: "limited"; retryAfterMs: number }
  /** This address and username failed too often: the pair waits (a growing delay). */
  | { kind: "throttled"; retryAfterMs: number };

interface Attempt {
  username: Username;
  password: string;
  ip: string;
  locale: Locale;
}

/**
 * Whether this attempt must wait (limits.ts): the address failed too often with any usernames
 * (stuffing), or this username from this address earned a growing delay. Failures from other
 * addresses never hold a pair back; they only shrink its free tries while the username is attacked.
 */
async function loginWait(ctx: AuthContext, key: string, ip: string, now: Date): Promise<PasswordOutcome | null> {
  const perIp = LOGIN_FAILURES_PER_IP_PER_HOUR * (ctx.ipFactor ?? 1);
  const ipFreed = await ipFreedBy(ctx.db, ip, new Date(now.getTime() - HOUR_MS), perIp);
  const ipLimited =
    ipFreed && windowLimit({ limit: perIp, windowMs: HOUR_MS }, { count: perIp, freeing: ipFreed }, now);
  if (ipLimited) return { kind: "limited", ...ipLimited };
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const failures = await pairFailures(ctx.db, key, ip, since);
  const last = failures.at(-1);
  if (!last) return null;
  const attacked =
    failures.length < LOGIN_FREE_FAILURES && (await accountFailureCount(ctx.db, key, since)) >= LOGIN_ACCOUNT_ALARM;
  const wait =
    last.getTime() +
    loginDelayMs(failures.length, attacked ? LOGIN_FREE_FAILURES_UNDER_ATTACK : LOGIN_FREE_FAILURES) -
    now.getTime();
  return wait > 0 ? { kind: "throttled", retryAfterMs: wait } : null;
}

async function signIn(
  ctx: AuthContext,
  user: UserRow,
  type: "login" | "registration",
  locale: Locale,
  now: Date,
): Promise<PasswordOutcome> {
  await rememberLocale(ctx.db, user, locale);
  const { token } = await insertSession(ctx.db, user.id, ctx.sessionTtlS, now);
  return { kind: "signedIn", token, user, type };
}

/**
 * Password sign-in. Whether the username exists or the password is wrong, the answer is the same
 * and takes as long (a decoy hash is checked for unknown users).
 */
export async function login(ctx: AuthContext, attempt: Attempt, now = serverNow()): Promise<PasswordOutcome> {
  const key = usernameKey(attempt.username);
  const started = Date.now();
  // The attempt counts as a failure from the start, under the pair's lock: parallel guesses of one
  // pair see each other instead of all passing the check together. A success removes it.
  const admitted = await ctx.db.transaction(async (tx) => {
    await lockKeys(tx, `login:${key}:${attempt.ip}`);
    const wait = await loginWait({ ...ctx, db: tx }, key, attempt.ip, now);
    return wait ?? { kind: "admitted" as const, failure: await recordFailure(tx, key, attempt.ip, now) };
  });
  if (admitted.kind !== "admitted") return admitted;
  const user = await findUser(ctx.db, attempt.username);
  const ok = user?.passwordHash
    ? await verifyPassword(attempt.password, user.passwordHash)
    : await verifyAgainstDecoy(attempt.password);
  if (!user || !ok) {
    // When the refusal goes out (the hash check takes a while): the next wait counts from there.
    await touchFailure(ctx.db, admitted.failure, new Date(now.getTime() + Date.now() - started));
    return { kind: "badCredentials" };
  }
  await forgetFailures(ctx.db, key, attempt.ip);
  return signIn(ctx, user, "login", attempt.locale, now);
}

/**
 * Password sign-up. A taken username is never revealed: with its password the caller is signed in
 * as by login, without it the answer is login's generic refusal.
 */
export async function register(ctx: AuthContext, attempt: Attempt, now = serverNow()): Promise<PasswordOutcome> {
  if (await findUser(ctx.db, attempt.username)) return login(ctx, attempt, now);
  const created = await insertUser(ctx.db, {
    ...attempt.username,
    locale: attempt.locale,
    passwordHash: await hashPassword(attempt.password),
  });
  // Taken in the meantime: the same as taken before.
  if (!created) return login(ctx, attempt, now);
  return signIn(ctx, created, "registration", attempt.locale, now);
}

/**
 * Mails a one-time reset link when the e-mail belongs to a user; says nothing either way. The mail
 * leaves in the background so that the answer takes as long for an unknown address.
 */
export async function forgotPassword(
  ctx: AuthContext,
  input: { email: string; origin: string; ip: string },
  now = serverNow(),
): Promise<void> {
  const user = await findUser(ctx.db, { email: input.email.trim().toLowerCase() });
  if (!user?.email) return;
  if ((await resetsSince(ctx.db, user.id, new Date(now.getTime() - HOUR_MS))) >= RESETS_PER_HOUR) return;
  const token = newToken();
  await insertReset(ctx.db, user.id, token, now, RESET_TTL_MS);
  const locale: Locale = isLocale(user.locale) ? user.locale : "ru";
  const page = ROUTES_BY_ID.get("auth.reset-password");
  const resetPath = page ? buildPath(page, locale) : "/auth/reset-password";
  const link = `${ctx.publicUrl ?? input.origin}${resetPath}?token=${token}`;
  const mail = {
    to: user.email,
    subject: translate(locale, notificationMessages.resetSubject),
    text: translate(locale, notificationMessages.resetText, { link }),
  };
  // The address's and the requester's mail budgets are spent first; when spent up, nothing is sent
  // and the answer stays the same (it never tells whether the address is a user's).
  void ctx.mail.send(mail, { ip: input.ip }).catch((error: unknown) => {
    if (error instanceof BudgetExceeded) {
      log.warn(`[mail] the reset link to user ${user.id} was not sent: budget ${error.budget} is spent`);
      return;
    }
    log.error({ err: error, provider: ctx.mail.name }, `[mail] the reset link to user ${user.id} could not be sent`);
  });
}

/**
 * Sets a new password with a reset link, once. The user's other sessions end (whoever knew the old
 * password is signed out) and the caller is signed in.
 */
export async function resetPassword(
  ctx: AuthContext,
  input: { token: string; password: string; locale: Locale },
  now = serverNow(),
): Promise<{ kind: "signedIn"; token: string; user: UserRow } | { kind: "invalid" }> {
  if (!TOKEN_PATTERN.test(input.token)) return { kind: "invalid" };
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const userId = await useReset(tx, input.token, now);
    if (userId === null) return { kind: "invalid" as const };
    await voidResets(tx, userId, now);
    await setPasswordHash(tx, userId, passwordHash);
    const user = await findUserById(tx, userId);
    if (!user) return { kind: "invalid" as const };
    await rememberLocale(tx, user, input.locale);
    if (user.email) await forgetFailures(tx, user.email);
    const session = await insertSession(tx, userId, ctx.sessionTtlS, now);
    await revokeOtherSessions(tx, userId, session.id, now);
    return { kind: "signedIn" as const, token: session.token, user: { ...user, passwordHash } };
  });
}
