import { createHash } from "node:crypto";
import type { Db } from "../db/client";
import { lockKeys } from "../db/locks";
import { deleteSpendsBefore, recordSpends, spendTimes } from "../db/budgets-repo";
import { log } from "../log";
import { timesLimit, type RateLimited } from "./rate-limit";

const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** An account younger than this is new: a fresh sign-up is what a spammer has, so it is trusted with less. */
export const NEW_ACCOUNT_MS = 24 * HOUR_MS;

/**
 * A budget: at most `limit` spends per key in any `windowMs`. `perIp` budgets are scaled by the
 * server's IP_LIMIT_FACTOR (a test run sends everything from one address); per-target ones never are.
 */
export interface Budget {
  bucket: string;
  limit: number;
  windowMs: number;
  perIp: boolean;
}

/** Every budget with its number; docs/security.md lists the same table. */
export const BUDGETS = {
  /** Texts of any kind (codes, an ad's links) to one phone. */
  smsPerPhone: { bucket: "sms:phone", limit: 10, windowMs: DAY_MS, perIp: false },
  /** Texts of any kind that one address's requests make us send. */
  smsPerIp: { bucket: "sms:ip", limit: 30, windowMs: HOUR_MS, perIp: true },
  /** Mails of any kind (reset links, an ad's links) to one address. */
  mailPerAddress: { bucket: "mail:to", limit: 10, windowMs: DAY_MS, perIp: false },
  mailPerIp: { bucket: "mail:ip", limit: 30, windowMs: HOUR_MS, perIp: true },
  /** Ads posted without a session, per address, per contact phone and per contact e-mail. */
  anonymousAdsPerIp: { bucket: "anon-ad:ip", limit: 5, windowMs: HOUR_MS, perIp: true },
  anonymousAdsPerPhone: { bucket: "anon-ad:phone", limit: 3, windowMs: HOUR_MS, perIp: false },
  anonymousAdsPerEmail: { bucket: "anon-ad:email", limit: 3, windowMs: HOUR_MS, perIp: false },
  /** Articles proposed for the blog or news (/send-article), per author and per address. */
  articlesPerUser: { bucket: "article:user", limit: 5, windowMs: DAY_MS, perIp: false },
  articlesPerIp: { bucket: "article:ip", limit: 20, windowMs: DAY_MS, perIp: true },
  /** Photos uploaded from one address. */
  uploadsPerIp: { bucket: "upload:ip", limit: 60, windowMs: HOUR_MS, perIp: true },
  /** Phone numbers revealed to one address. */
  revealsPerIp: { bucket: "reveal:ip", limit: 60, windowMs: HOUR_MS, perIp: true },
  /** Banner impression beacons from one address (a page view sends at most one). */
  bannerBeaconsPerIp: { bucket: "banner-seen:ip", limit: 120, windowMs: HOUR_MS, perIp: true },
  /** Banner clicks counted from one address, and from one address on one banner (what its buyer is shown). */
  bannerClicksPerIp: { bucket: "banner-click:ip", limit: 60, windowMs: HOUR_MS, perIp: true },
  bannerClicksPerTarget: { bucket: "banner-click:banner", limit: 3, windowMs: DAY_MS, perIp: false },
  /** Payments created or confirmed from one address, for one payer (a user or an ad's secret), and per payment. */
  paymentsPerIp: { bucket: "pay:ip", limit: 60, windowMs: HOUR_MS, perIp: true },
  paymentsPerPayer: { bucket: "pay:payer", limit: 30, windowMs: HOUR_MS, perIp: false },
  confirmsPerPayment: { bucket: "pay:confirm", limit: 10, windowMs: HOUR_MS, perIp: false },
  /** Copies of an account's data: each is a heavy read of everything it holds, and reveals all of it. */
  accountExportsPerUser: { bucket: "export:user", limit: 5, windowMs: DAY_MS, perIp: false },
  accountExportsPerIp: { bucket: "export:ip", limit: 20, windowMs: DAY_MS, perIp: true },
  /** Messages to the team by the contact form, from one address and signed with one phone. */
  teamContactsPerIp: { bucket: "team-contact:ip", limit: 5, windowMs: HOUR_MS, perIp: true },
  teamContactsPerPhone: { bucket: "team-contact:phone", limit: 3, windowMs: DAY_MS, perIp: false },
  /** Reviews of the service written by one user (one waits for a moderator at a time). */
  // The console's audit export: a moderator's copy of the log, bounded like a user's copy of their data.
  auditExportsPerUser: { bucket: "audit-export:user", limit: 20, windowMs: HOUR_MS, perIp: false },
  auditExportsPerIp: { bucket: "audit-export:ip", limit: 60, windowMs: HOUR_MS, perIp: true },
  feedbacksPerUser: { bucket: "feedback:user", limit: 3, windowMs: DAY_MS, perIp: false },
  /**
   * Conversations opened with someone the account never wrote with (replies and a second ad of the same person are
   * free), one count per account: an account younger than NEW_ACCOUNT_MS has the lower number.
   */
  newChatsPerNewAccount: { bucket: "new-chat:user", limit: 5, windowMs: HOUR_MS, perIp: false },
  newChatsPerAccount: { bucket: "new-chat:user", limit: 20, windowMs: HOUR_MS, perIp: false },
  /** Reports of ads, users and messages by one user and from one address (each wakes the team). */
  reportsPerUser: { bucket: "report:user", limit: 30, windowMs: DAY_MS, perIp: false },
  reportsPerIp: { bucket: "report:ip", limit: 60, windowMs: HOUR_MS, perIp: true },
  /** Reports of ads by visitors who are not signed in: per device and per address, on top of reportsPerIp. */
  visitorReportsPerDevice: { bucket: "visitor-report:device", limit: 20, windowMs: DAY_MS, perIp: false },
  visitorReportsPerIp: { bucket: "visitor-report:ip", limit: 10, windowMs: HOUR_MS, perIp: true },
} as const satisfies Record<string, Budget>;

export type BudgetName = keyof typeof BUDGETS;

/** What is budgeted is kept as a hash: the table holds no phone, address or IP. */
export function budgetKey(bucket: string, subject: string): string {
  return createHash("sha256").update(`${bucket}\u0000${subject}`).digest("hex").slice(0, 32);
}

type SpendOutcome = { ok: true } | ({ ok: false; budget: BudgetName } & RateLimited);

export interface Budgets {
  /**
   * Spends one unit of each budget for its subject, all or none: when any is spent up, nothing is
   * recorded and the longest wait is answered. `within`: the caller's transaction, so that the
   * spend stands or falls with what it pays for.
   */
  spend(items: readonly (readonly [BudgetName, string])[], within?: Db, now?: Date): Promise<SpendOutcome>;
}

export function createBudgets(db: Db, options: { ipFactor: number }): Budgets {
  const limitOf = (budget: Budget) => (budget.perIp ? budget.limit * options.ipFactor : budget.limit);
  return {
    spend: (items, within = db, now = new Date()) =>
      within.transaction(async (tx) => {
        const keyed = items.map(([name, subject]) => ({
          name,
          budget: BUDGETS[name],
          key: budgetKey(BUDGETS[name].bucket, subject),
        }));
        // One lock order for every caller: two spends of the same keys never wait on each other in a cycle.
        const ordered = [...keyed].sort((a, b) =>
          `${a.budget.bucket}:${a.key}`.localeCompare(`${b.budget.bucket}:${b.key}`),
        );
        await lockKeys(tx, ...ordered.map(({ budget, key }) => `budget:${budget.bucket}:${key}`));
        let refusal: SpendOutcome = { ok: true };
        for (const { name, budget, key } of keyed) {
          const times = await spendTimes(tx, budget.bucket, key, new Date(now.getTime() - budget.windowMs));
          const limited = timesLimit({ limit: limitOf(budget), windowMs: budget.windowMs }, times, now);
          if (limited && (refusal.ok || limited.retryAfterMs > refusal.retryAfterMs))
            refusal = { ok: false, budget: name, ...limited };
        }
        if (refusal.ok)
          await recordSpends(
            tx,
            keyed.map(({ budget, key }) => ({ bucket: budget.bucket, key })),
            now,
          );
        return refusal;
      }),
  };
}

/** Removes spends older than the longest window, every hour; returns the stop function. */
export function startBudgetSweeper(db: Db): () => void {
  const longest = Math.max(...Object.values(BUDGETS).map((budget: Budget) => budget.windowMs));
  const sweep = () => {
    deleteSpendsBefore(db, new Date(Date.now() - longest)).catch((error: unknown) => {
      log.error({ err: error }, "[budgets] sweeping old spends failed");
    });
  };
  const timer = setInterval(sweep, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
