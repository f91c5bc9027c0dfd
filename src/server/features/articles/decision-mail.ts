import { DEFAULT_LOCALE, isLocale } from "../../../shared/locales";
import { notificationMessages } from "../../../shared/messages/notifications";
import { buildPath, pathOf, ROUTES_BY_ID } from "../../../shared/routes";
import { BudgetExceeded, type BudgetedMail } from "../../adapters/budgeted";
import type { Db } from "../../db/client";
import { translate } from "../../http/messages";
import { log } from "../../log";
import { authorToTell } from "./submission-repo";

export interface DecisionMailDeps {
  db: Db;
  mail: BudgetedMail;
  /** The origin for the mail's links; the request's own when unset (development). */
  publicUrl: string | undefined;
}

/**
 * Tells an article's author what the moderator decided, by mail in their language, when they have an address and
 * keep the `answers` notifications on (the settings page). A spent budget or a failing provider skips the mail:
 * the author's page shows the state anyway. Log lines name the article, never the address.
 */
export async function mailDecision(
  deps: DecisionMailDeps,
  article: { id: number; section: string; slug: string; title: string },
  decision: { status: "active" } | { status: "rejected"; reason: string },
  requester: { ip: string; origin: string },
): Promise<void> {
  const author = await authorToTell(deps.db, article.id);
  if (!author?.email || !author.notifications.answers) return;
  const locale = isLocale(author.locale) ? author.locale : DEFAULT_LOCALE;
  const base = deps.publicUrl ?? requester.origin;
  const route = ROUTES_BY_ID.get(`post.${article.section}`);
  const link =
    decision.status === "active" && route
      ? `${base}${buildPath(route, locale, { params: { slug: article.slug } })}`
      : `${base}${pathOf("page.send-article", locale)}`;
  const approved = decision.status === "active";
  const values = { title: article.title, link, reason: decision.status === "rejected" ? decision.reason : "" };
  const mail = {
    to: author.email,
    subject: translate(
      locale,
      approved ? notificationMessages.articleApprovedSubject : notificationMessages.articleRejectedSubject,
      values,
    ),
    text: translate(
      locale,
      approved ? notificationMessages.articleApprovedText : notificationMessages.articleRejectedText,
      values,
    ),
  };
  try {
    await deps.mail.send(mail, { ip: requester.ip });
  } catch (error) {
    if (error instanceof BudgetExceeded)
      log.warn(`[articles] the decision on article ${article.id} was not mailed: budget ${error.budget} is spent`);
    else log.error({ err: error }, `[articles] the decision on article ${article.id} could not be mailed`);
  }
}
