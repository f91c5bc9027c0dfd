import type { MailSender } from "../adapters/mail";
import type { PaymentProvider } from "../adapters/payments";
import type { SmsSender } from "../adapters/sms";
import type { Config } from "../config";
import type { Db } from "../db/client";

/**
 * Time-driven work (ad expiry and its reminder, promotions' ends and daily bumps, auto-charge renewals and the
 * notices before them) as jobs on the queue stored in PostgreSQL: they survive restarts and run once however
 * many processes serve. Each feature declares its jobs; src/server/jobs lists them and runs them.
 */
export interface JobDefinition {
  /** The queue's name: lowercase words joined by hyphens ("ads-expire"). */
  name: string;
  /** When it runs by itself (cron, UTC); a job without one runs only when sent. */
  cron?: string;
  /** Does the work; throwing makes the queue retry it on its schedule. Must be safe to run twice. */
  run(context: JobContext, data: Record<string, unknown>): Promise<void>;
}

export interface JobContext {
  db: Db;
  config: Config;
  sms: SmsSender;
  mail: MailSender;
  payments: PaymentProvider;
  /** The clock (tests move it). */
  now(): Date;
  /** Queues another job, once per singleton key when one is given. */
  send(
    name: string,
    data: Record<string, unknown>,
    options?: { startAfter?: Date; singletonKey?: string },
  ): Promise<void>;
}
