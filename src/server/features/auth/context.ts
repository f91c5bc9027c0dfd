import type { BudgetedMail, BudgetedSms } from "../../adapters/budgeted";
import type { Db } from "../../db/client";

/** What the auth feature works with: the database, the providers and the settings of src/server/config.ts. */
export interface AuthContext {
  db: Db;
  /** The providers behind the per-recipient and per-IP budgets: every text and mail spends one. */
  sms: BudgetedSms;
  mail: BudgetedMail;
  /** The key of the codes' HMAC (AUTH_SECRET, or the generated key file in DATA_DIR/secrets). */
  secret: () => Promise<string>;
  trustProxy: boolean;
  otpIpLimitPerHour: number;
  /** IP_LIMIT_FACTOR: multiplies the per-address sign-in limits (a test run sends everything from one address). */
  ipFactor?: number;
  sessionTtlS: number;
  helpCrunchSecret: string | undefined;
  /** The origin for links in mails; the request's own when unset (development). */
  publicUrl: string | undefined;
}
