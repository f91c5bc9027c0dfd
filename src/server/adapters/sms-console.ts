import { lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { smsOutbox } from "../db/schema";
import type { SmsSender } from "./sms";
import { log } from "../log";

const KEEP_MS = 24 * 3_600_000;

/**
 * The default outside production: the text goes to the server log (the only place a code may be
 * written) and to sms_outbox, which GET /v1/dev/sms-outbox reads, so tests and developers sign in.
 */
export class ConsoleSms implements SmsSender {
  readonly name = "console";
  constructor(private readonly db: Db) {}

  async send(message: { to: string; text: string }): Promise<void> {
    // The log masks the number (log.ts); the code stays readable for a developer signing in.
    log.info(`[sms] to ${message.to}: ${message.text}`);
    await this.db.insert(smsOutbox).values({ phone: message.to, text: message.text });
    // The outbox is for the last messages, not a history.
    await this.db.delete(smsOutbox).where(lt(smsOutbox.sentAt, new Date(Date.now() - KEEP_MS)));
  }
}
