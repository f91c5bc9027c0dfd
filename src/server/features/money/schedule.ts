import { DAY_MS } from "../../lib/budgets";

/** Days after a failed renewal charge until the next try; after the last one fails the service ends. */
export const RENEWAL_RETRY_DAYS = [1, 2] as const;

/** When the renewal after `failures` failed tries is due: at the period's end, then after each retry delay. */
export function renewalDue(endsAt: Date, failures: number): Date {
  const waited = RENEWAL_RETRY_DAYS.slice(0, failures).reduce((sum, days) => sum + days, 0);
  return new Date(endsAt.getTime() + waited * DAY_MS);
}
