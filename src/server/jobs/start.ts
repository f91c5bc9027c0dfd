import { budgetedSenders } from "../adapters/senders";
import type { PaymentProvider } from "../adapters/payments";
import { paymentProvider } from "../adapters/providers";
import type { MailSender } from "../adapters/mail";
import type { SmsSender } from "../adapters/sms";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { startJobQueue, type JobQueue } from "./queue";
import { serverNow } from "../lib/clock";
import { allJobs } from "./registry";

/**
 * The process's job queue with every feature's jobs. A job's texts and mails spend their recipient's budget
 * like the web app's (the same construction); no requester's address is spent, as no request asked.
 */
export function startJobs(
  config: Config,
  database: Database,
  options: { payments?: PaymentProvider; pollingIntervalSeconds?: number } = {},
): Promise<JobQueue> {
  const senders = budgetedSenders(config, database.db);
  const sms: SmsSender = { name: senders.sms.name, send: (message) => senders.sms.send(message, null) };
  const mail: MailSender = { name: senders.mail.name, send: (message) => senders.mail.send(message, null) };
  return startJobQueue({
    database,
    definitions: allJobs,
    context: {
      db: database.db,
      config,
      sms,
      mail,
      payments: options.payments ?? paymentProvider(config),
      now: serverNow,
    },
    ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
  });
}
