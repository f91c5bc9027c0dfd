import type { TeamContact } from "../../../shared/contract/contact";
import type { Locale } from "../../../shared/locales";
import { teamMails } from "../../../shared/messages/team";
import type { MailSender } from "../../adapters/mail";
import type { Db } from "../../db/client";
import { translate } from "../../http/messages";
import type { RateLimited } from "../../lib/rate-limit";
import { log } from "../../log";
import type { Budgets } from "../../lib/budgets";
import { insertContactMessage, markMailed } from "./repo";

export interface ContactDeps {
  db: Db;
  budgets: Budgets;
  /** Unbudgeted by address: the team's mailbox is one address, so the form's own budgets bound it. */
  mail: MailSender;
  teamEmail: string;
}

/** The language the team reads its mail in. */
const TEAM_LOCALE: Locale = "ru";

export type TeamContactOutcome = { kind: "sent"; id: number } | ({ kind: "limited" } & RateLimited);

/**
 * Stores a contact-form message and mails it to the team. The typed phone proves nothing: the message is
 * the caller's account's only with a session, and no account is ever made from it (the "register" wish is
 * granted by a sign-in code to that phone, on the client). A mail that fails leaves the message stored with
 * no `mailed_at`: the visitor is not asked to send it again.
 */
export async function sendTeamContact(
  deps: ContactDeps,
  input: Omit<TeamContact, "phone" | "country_code"> & { phone: string; locale: Locale; userId: number | null },
  ip: string,
  now = new Date(),
): Promise<TeamContactOutcome> {
  const spent = await deps.budgets.spend(
    [
      ["teamContactsPerIp", ip],
      ["teamContactsPerPhone", input.phone],
    ],
    deps.db,
    now,
  );
  if (!spent.ok) return { kind: "limited", retryAfterMs: spent.retryAfterMs };
  const id = await insertContactMessage(deps.db, {
    name: input.name,
    phone: input.phone,
    message: input.message,
    register: input.register,
    locale: input.locale,
    userId: input.userId,
    page: input.page,
    createdAt: now,
  });
  const t = (descriptor: (typeof teamMails)[keyof typeof teamMails], values: Record<string, string> = {}) =>
    translate(TEAM_LOCALE, descriptor, values);
  const values = {
    page: `/${input.page}`,
    name: input.name,
    phone: input.phone,
    locale: input.locale,
    account: input.userId === null ? t(teamMails.no) : `${t(teamMails.yes)} (id ${String(input.userId)})`,
    register: input.register ? t(teamMails.yes) : t(teamMails.no),
    message: input.message,
    id: String(id),
  };
  try {
    await deps.mail.send({
      to: deps.teamEmail,
      subject: t(teamMails.contactSubject, values),
      text: t(teamMails.contactText, values),
    });
    await markMailed(deps.db, id, new Date());
  } catch (error) {
    // The message's id only: its name, phone and words stay in the database.
    log.error({ err: error, contactMessageId: id }, "[contact] mailing the team failed");
  }
  return { kind: "sent", id };
}
