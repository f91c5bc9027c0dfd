import { pathOf } from "../../../shared/routes";
import { notificationMessages } from "../../../shared/messages/notifications";
import { BudgetExceeded, type BudgetedMail, type BudgetedSms } from "../../adapters/budgeted";
import { translate } from "../../http/messages";
import { log } from "../../log";
import type { Rejection } from "./service";

export interface NoticeDeps {
  sms: BudgetedSms;
  mail: BudgetedMail;
  /** The origin for the mail's link; the request's own when unset (development). */
  publicUrl: string | undefined;
}

/**
 * Tells the author that their ad was refused and why, in their language, when they keep the `answers` notifications
 * on (the settings page): by mail when they have an address, else by SMS to the phone they sign in with. The
 * server's own send: only the author's budget counts (a moderator's address must not run dry on a busy day). A spent
 * budget or a failing provider skips it: «Мои объявления» shows the reason anyway. Logs name the ad, never the
 * address.
 */
export async function tellRejection(deps: NoticeDeps, rejection: Rejection, origin: string): Promise<void> {
  const { author, locale } = rejection;
  if (!author?.wantsNotice) return;
  const values = {
    title: rejection.title.slice(0, 60),
    reason: rejection.note,
    link: `${deps.publicUrl ?? origin}${pathOf("profile.listing", locale)}`,
  };
  const words = rejection.editOnly
    ? {
        subject: notificationMessages.editRejectedSubject,
        text: notificationMessages.editRejectedText,
        sms: notificationMessages.editRejectedSms,
      }
    : {
        subject: notificationMessages.adRejectedSubject,
        text: notificationMessages.adRejectedText,
        sms: notificationMessages.adRejectedSms,
      };
  try {
    if (author.email)
      await deps.mail.send(
        {
          to: author.email,
          subject: translate(locale, words.subject, values),
          text: translate(locale, words.text, values),
        },
        null,
      );
    else if (author.phone) await deps.sms.send({ to: author.phone, text: translate(locale, words.sms, values) }, null);
  } catch (error) {
    if (error instanceof BudgetExceeded)
      log.warn(`[admin] the rejection of ad ${rejection.id} was not sent: budget ${error.budget} is spent`);
    else log.error({ err: error }, `[admin] the rejection of ad ${rejection.id} could not be sent`);
  }
}
