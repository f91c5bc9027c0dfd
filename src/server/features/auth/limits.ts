import { RESEND_COUNTDOWN_S } from "../../../shared/constants";

export const HOUR_MS = 3_600_000;
/** A code works 10 minutes (the help dialog tells people to retry after 10 minutes). */
export const OTP_TTL_MS = 10 * 60_000;
/** The client's resend countdown (spec section 9), held by the server too. */
export const OTP_RESEND_MS = RESEND_COUNTDOWN_S * 1000;
export const OTP_PER_PHONE_PER_HOUR = 5;
/** Wrong checks a code survives: the last of them voids it. */
export const OTP_MAX_WRONG = 5;
/** Failed password sign-ins per username in the window before it is refused for a while. */
export const LOGIN_FAILURES_MAX = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** A reset link works an hour; at most this many are mailed to one user per hour (no mail bombing). */
export const RESET_TTL_MS = HOUR_MS;
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
  if (phoneTimes.length >= OTP_PER_PHONE_PER_HOUR) {
    const freed = phoneTimes[phoneTimes.length - OTP_PER_PHONE_PER_HOUR];
    if (freed) waits.push({ limit: "otpPhoneLimit", retryAfterMs: freed.getTime() + HOUR_MS - now.getTime() });
  }
  if (ip && ip.count >= ip.limit && ip.oldest) {
    waits.push({ limit: "otpIpLimit", retryAfterMs: ip.oldest.getTime() + HOUR_MS - now.getTime() });
  }
  return waits.sort((a, b) => b.retryAfterMs - a.retryAfterMs)[0] ?? null;
}
