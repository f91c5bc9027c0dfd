import { lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { MailMessage, MailSender } from "./mail";
import { log } from "../log";

const KEEP_MS = 24 * 3_600_000;

/** The default outside production: the mail goes to the server log and to mail_outbox (GET /v1/dev/mail-outbox). */
export class ConsoleMail implements MailSender {
  readonly name = "console";
  constructor(private readonly db: Db) {}

  async send(message: MailMessage): Promise<void> {
    // The log masks the address (log.ts) and leaves the text out: a mail may carry what a visitor wrote (the
    // contact form's name and words). The outbox keeps the whole mail.
    log.info(`[mail] to ${message.to}: ${message.subject}`);
    await this.db.insert(mailOutbox).values({ toAddress: message.to, subject: message.subject, text: message.text });
    await this.db.delete(mailOutbox).where(lt(mailOutbox.sentAt, new Date(Date.now() - KEEP_MS)));
  }
}
