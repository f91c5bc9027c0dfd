import { timesLimit, windowLimit } from "../../lib/rate-limit";
import { RESEND_COUNTDOWN_S } from "../../../shared/constants";

export const HOUR_MS = 3_600_000;
/** A code works 10 minutes (the help dialog tells people to retry after 10 minutes). */
export const OTP_TTL_MS = 10 * 60_000;
/** The client's resend countdown, held by the server too. */
const OTP_RESEND_MS = RESEND_COUNTDOWN_S * 1000;
export const OTP_PER_PHONE_PER_HOUR = 5;
/** Wrong checks a code survives: the last of them voids it. */
export const OTP_MAX_WRONG = 5;
/**
 * Password sign-in throttling (NIST SP 800-63B 5.2.2), never a lockout a stranger can cause: the
 * failures of one (username, address) pair earn that pair a growing wait, so the owner signing in
 * from another address is never held by them. Failures older than the window are forgotten, and a
 * success or a password reset forgets the pair's (the reset: all of the username's).
 */
export const LOGIN_FAILURE_WINDOW_MS = 24 * HOUR_MS;
/** Failures of a pair answered at once; after them each failure doubles the wait before the next try. */
export const LOGIN_FREE_FAILURES = 5;
/**
 * While a username collects this many failures in the window (from any addresses), a pair's free tries shrink to
 * one.
 */
export const LOGIN_ACCOUNT_ALARM = 100;
export const LOGIN_FREE_FAILURES_UNDER_ATTACK = 1;
const LOGIN_FIRST_WAIT_MS = 1000;
const LOGIN_MAX_WAIT_MS = 15 * 60_000;
/**
 * Failed sign-ins from one address an hour, whatever the usernames (credential stuffing); scaled by
 * IP_LIMIT_FACTOR.
 */
export const LOGIN_FAILURES_PER_IP_PER_HOUR = 50;

/**
 * The wait a pair earns with `failures` failures: none for the free ones, then 1 s, 2 s, 4 s… up to
 * LOGIN_MAX_WAIT_MS.
 */
export function loginDelayMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LOGIN_MAX_WAIT_MS, LOGIN_FIRST_WAIT_MS * 2 ** Math.min(30, failures - free));
}
/** A reset link works an hour; at most this many are mailed to one user per hour (no mail bombing). */
export const RESET_TTL_MS = 60 * 60_000;
export const RESETS_PER_HOUR = 3;

export type OtpLimit = "otpResendWait" | "otpPhoneLimit" | "otpIpLimit";

export interface OtpHistory {
  /** Codes sent to the phone in the last hour, oldest first. */
  phoneTimes: Date[];
  /** Codes asked from the IP in the last hour, and the oldest of them (omit to skip the IP limit). */
  ip?: { count: number; oldest: Date | null; limit: number };
}

/**
 * Whether a new code may go out now, and if not which limit holds and for how long (the longest
 * wait wins: telling someone "60 s" when the hour limit holds would only earn them another refusal).
 */
export function otpWait(history: OtpHistory, now: Date): { limit: OtpLimit; retryAfterMs: number } | null {
  const waits: { limit: OtpLimit; retryAfterMs: number }[] = [];
  const { phoneTimes, ip } = history;
  const last = phoneTimes.at(-1);
  if (last && now.getTime() - last.getTime() < OTP_RESEND_MS) {
    waits.push({ limit: "otpResendWait", retryAfterMs: last.getTime() + OTP_RESEND_MS - now.getTime() });
  }
  const perPhone = timesLimit({ limit: OTP_PER_PHONE_PER_HOUR, windowMs: HOUR_MS }, phoneTimes, now);
  if (perPhone) waits.push({ limit: "otpPhoneLimit", ...perPhone });
  const perIp = ip && windowLimit({ limit: ip.limit, windowMs: HOUR_MS }, { count: ip.count, freeing: ip.oldest }, now);
  if (perIp) waits.push({ limit: "otpIpLimit", ...perIp });
  return waits.sort((a, b) => b.retryAfterMs - a.retryAfterMs)[0] ?? null;
}
