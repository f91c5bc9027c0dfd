import type { MessageDescriptor } from "@lingui/core";
import { LOCALES, LOCALE_TAGS, type Locale } from "../../../shared/locales";
import { paymentMails } from "../../../shared/messages/payments";
import type { MailSender } from "../../adapters/mail";
import type { SmsSender } from "../../adapters/sms";
import type { Db } from "../../db/client";
import { translate } from "../../http/messages";
import { log } from "../../log";
import { userContact, type EntitlementRow, type PaymentRow, type PostHead, type ProductRow } from "./repo";

/** Where mails about payments send people: the page that lists their services, auto-charge and cards. */
const AUTO_CHARGE_PATH = "/payment-auto-charge";

export interface Messengers {
  db: Db;
  mail: MailSender;
  sms: SmsSender;
  publicUrl: string | undefined;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const dateIn = (locale: Locale, at: Date) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeZone: "UTC" }).format(at);

const cardText = (brand: string | null, last4: string | null) => (last4 ? `${brand ?? "card"} •••• ${last4}` : "—");

/** The user's language, mail and phone; none when the user is gone. */
async function recipient(db: Db, userId: number | null) {
  if (userId === null) return null;
  const contact = await userContact(db, userId);
  if (!contact) return null;
  const locale = (LOCALES as readonly string[]).includes(contact.locale) ? (contact.locale as Locale) : "ru";
  return { ...contact, locale };
}

function linkOf(messengers: Messengers, locale: Locale): string {
  const prefix = locale === "ru" ? "" : `/${locale}`;
  return `${messengers.publicUrl ?? ""}${prefix}${AUTO_CHARGE_PATH}`;
}

/** Sends without failing the caller: a mail that does not leave is logged (without its address) and dropped. */
async function deliver(what: string, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    log.warn({ err: error }, `[money] the ${what} was not sent`);
  }
}

/** The receipt of a succeeded payment, to the buyer's e-mail when they have one. */
export async function sendReceipt(
  messengers: Messengers,
  payment: PaymentRow,
  product: ProductRow,
  entitlement: EntitlementRow,
  post: PostHead | null,
): Promise<void> {
  const to = await recipient(messengers.db, payment.userId);
  if (!to?.email) return;
  const t = (descriptor: MessageDescriptor, values: Record<string, string> = {}) =>
    translate(to.locale, descriptor, values);
  const amount = dollars(payment.amountCents);
  const title = product.title[to.locale];
  await deliver("receipt", () =>
    messengers.mail.send({
      to: to.email ?? "",
      subject: t(paymentMails.receiptSubject, { amount, product: title }),
      text: t(paymentMails.receiptText, {
        product: title,
        subject: post ? t(paymentMails.receiptAd, { title: post.title }) : "",
        amount,
        card: cardText(payment.cardBrand, payment.cardLast4),
        until: dateIn(to.locale, entitlement.endsAt),
        payment: payment.publicId,
        link: linkOf(messengers, to.locale),
      }),
    }),
  );
}

/** The notice before an auto-charge: by mail, else by SMS. */
export async function sendChargeNotice(
  messengers: Messengers,
  entitlement: EntitlementRow,
  product: ProductRow,
  card: { brand: string; last4: string } | null,
): Promise<void> {
  const to = await recipient(messengers.db, entitlement.userId);
  if (!to) return;
  const values = {
    date: dateIn(to.locale, entitlement.endsAt),
    amount: dollars(product.priceCents),
    card: cardText(card?.brand ?? null, card?.last4 ?? null),
    product: product.title[to.locale],
    link: linkOf(messengers, to.locale),
  };
  if (to.email) {
    const email = to.email;
    await deliver("charge notice", () =>
      messengers.mail.send({
        to: email,
        subject: translate(to.locale, paymentMails.noticeSubject, values),
        text: translate(to.locale, paymentMails.noticeText, values),
      }),
    );
  } else if (to.phone) {
    const phone = to.phone;
    await deliver("charge notice", () =>
      messengers.sms.send({ to: phone, text: translate(to.locale, paymentMails.noticeSms, values) }),
    );
  }
}

/** A renewal charge failed: what happened and what comes next (another try on a date, or the end). */
export async function sendRenewalFailed(
  messengers: Messengers,
  entitlement: EntitlementRow,
  product: ProductRow,
  payment: PaymentRow,
  reason: (locale: Locale) => string,
  nextTry: Date | null,
): Promise<void> {
  const to = await recipient(messengers.db, entitlement.userId);
  if (!to) return;
  const t = (descriptor: MessageDescriptor, values: Record<string, string> = {}) =>
    translate(to.locale, descriptor, values);
  const values = {
    amount: dollars(payment.amountCents),
    card: cardText(payment.cardBrand, payment.cardLast4),
    product: product.title[to.locale],
    reason: reason(to.locale),
    link: linkOf(messengers, to.locale),
    next: nextTry ? t(paymentMails.renewalRetry, { date: dateIn(to.locale, nextTry) }) : t(paymentMails.renewalEnded),
  };
  if (to.email) {
    const email = to.email;
    await deliver("renewal failure", () =>
      messengers.mail.send({
        to: email,
        subject: t(paymentMails.renewalFailedSubject, values),
        text: t(paymentMails.renewalFailedText, values),
      }),
    );
  } else if (to.phone) {
    const phone = to.phone;
    await deliver("renewal failure", () =>
      messengers.sms.send({ to: phone, text: t(paymentMails.renewalFailedSms, values) }),
    );
  }
}
