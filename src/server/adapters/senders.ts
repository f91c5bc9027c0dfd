import type { Config } from "../config";
import type { Db } from "../db/client";
import { createBudgets } from "../lib/budgets";
import { budgetedMail, budgetedSms } from "./budgeted";
import { mailSender, smsSender } from "./providers";

/**
 * The texts and mails the server sends, each spending its recipient's budget (and the requester's, when a
 * request asked for it). The web app and the job queue send through the same ones.
 */
export function budgetedSenders(config: Pick<Config, "IP_LIMIT_FACTOR"> & Parameters<typeof smsSender>[0], db: Db) {
  const budgets = createBudgets(db, { ipFactor: config.IP_LIMIT_FACTOR });
  return {
    budgets,
    sms: budgetedSms(smsSender(config, db), budgets),
    mail: budgetedMail(mailSender(config, db), budgets),
  };
}
