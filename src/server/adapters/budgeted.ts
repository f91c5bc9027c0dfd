import type { BudgetName, Budgets } from "../lib/budgets";
import type { MailMessage, MailSender } from "./mail";
import type { SmsSender } from "./sms";

/**
 * A text or mail was not sent: its recipient or the requesting address has used up its budget
 * (src/server/features/budgets). Callers decide what the visitor hears: a 429 for a code, nothing
 * for a reset link, a skipped notice for an ad's links.
 */
export class BudgetExceeded extends Error {
  constructor(
    readonly budget: BudgetName,
    readonly retryAfterMs: number,
  ) {
    super(`budget ${budget} is spent for ${Math.ceil(retryAfterMs / 1000)} s`);
    this.name = "BudgetExceeded";
  }
}

/**
 * Who made the request that sends: its address counts against the per-IP budget. Null for the server's own
 * sends (a job's reminder): only the recipient's budget counts.
 */
type Requester = { ip: string } | null;

/** Every text the server sends goes through this: one unit of the recipient's and the requester's budget first. */
export interface BudgetedSms {
  readonly name: string;
  /** Throws BudgetExceeded (nothing sent, nothing spent) or what the provider throws. */
  send(message: { to: string; text: string }, requester: Requester): Promise<void>;
}

export interface BudgetedMail {
  readonly name: string;
  /** Throws BudgetExceeded (nothing sent, nothing spent) or what the provider throws. */
  send(message: MailMessage, requester: Requester): Promise<void>;
}

async function spendOrThrow(budgets: Budgets, items: readonly (readonly [BudgetName, string])[]): Promise<void> {
  const outcome = await budgets.spend(items);
  if (!outcome.ok) throw new BudgetExceeded(outcome.budget, outcome.retryAfterMs);
}

/**
 * A spend is kept when the provider then fails: a failing provider must not turn into unlimited
 * retries at someone's phone.
 */
export function budgetedSms(inner: SmsSender, budgets: Budgets): BudgetedSms {
  return {
    name: inner.name,
    async send(message, requester) {
      await spendOrThrow(budgets, [
        ["smsPerPhone", message.to],
        ...(requester ? [["smsPerIp", requester.ip] as const] : []),
      ]);
      await inner.send(message);
    },
  };
}

export function budgetedMail(inner: MailSender, budgets: Budgets): BudgetedMail {
  return {
    name: inner.name,
    async send(message, requester) {
      // Addresses differ only in case for most providers: one budget for all spellings.
      await spendOrThrow(budgets, [
        ["mailPerAddress", message.to.trim().toLowerCase()],
        ...(requester ? [["mailPerIp", requester.ip] as const] : []),
      ]);
      await inner.send(message);
    },
  };
}
