import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailOutbox, smsOutbox } from "../../db/schema";

const LIMIT = 50;

export function listSms(db: Db, phone: string | undefined) {
  return db
    .select({ phone: smsOutbox.phone, text: smsOutbox.text, sentAt: smsOutbox.sentAt })
    .from(smsOutbox)
    .where(phone ? eq(smsOutbox.phone, phone) : undefined)
    .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
    .limit(LIMIT);
}

export function listMail(db: Db, to: string | undefined) {
  return db
    .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.text, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.toAddress, to) : undefined)
    .orderBy(desc(mailOutbox.sentAt), desc(mailOutbox.id))
    .limit(LIMIT);
}
