import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useEffect } from "react";
import type { Payment } from "../../../shared/contract/money";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { usePostHref } from "../../lib/usePostHref";
import { useSessionUser, useSignedIn } from "../../api/session/useSession";
import { endCheckout } from "./checkout";
import { brandName, useMoneyText } from "./format";
import { choiceLink, flowLink } from "./links";
import { MoneyPageFrame } from "./MoneyPageFrame";
import { PaymentSummary, SummaryRow } from "./PaymentSummary";
import type { MoneySearch } from "./search";
import { TestModeNotice } from "./TestModeNotice";
import { usePayment } from "./usePayment";

/** /after-payment?payment=…: what was bought and until when, or why it was not. */
export default function AfterPaymentPage({ search }: { search: MoneySearch }) {
  const payment = usePayment(search.payment);
  if (!payment.data) return <MoneyPageFrame title={<Trans>Оплата</Trans>}>{payment.view}</MoneyPageFrame>;
  return <Outcome payment={payment.data} />;
}

function Outcome({ payment }: { payment: Payment }) {
  const locale = useLocale();
  const done = payment.status === "succeeded" || payment.status === "failed" || payment.status === "refunded";
  // Its outcome is known: buying the same again is a new checkout.
  useEffect(() => {
    if (done) endCheckout(payment.id);
  }, [done, payment.id]);
  const again = choiceLink(payment, locale);
  switch (payment.status) {
    case "succeeded":
      return <Succeeded payment={payment} />;
    case "failed":
      return (
        <MoneyPageFrame title={<Trans>Оплата не прошла</Trans>}>
          {payment.test_mode ? <TestModeNotice /> : null}
          <div className="outcome outcome--failed">
            <p role="alert">{payment.failure?.message}</p>
            <p>
              <Trans>Деньги не списаны.</Trans>
            </p>
          </div>
          <p className="outcome__links">
            <Link
              className="button button--primary"
              {...flowLink("credit-card-payment", locale, { payment: payment.id })}
            >
              <Trans>Оплатить другой картой</Trans>
            </Link>
            <Link className="button button--secondary" {...again}>
              <Trans>Выбрать другую услугу</Trans>
            </Link>
          </p>
        </MoneyPageFrame>
      );
    case "refunded":
      return (
        <MoneyPageFrame title={<Trans>Оплата возвращена</Trans>}>
          <Details payment={payment} />
        </MoneyPageFrame>
      );
    case "created":
    case "requires_action":
      return (
        <MoneyPageFrame title={<Trans>Оплата ещё не завершена</Trans>}>
          {payment.test_mode ? <TestModeNotice /> : null}
          <p className="outcome" role="status">
            <Trans>Мы ждём ответа от платёжной системы. Страница обновится сама.</Trans>
          </p>
          <p className="outcome__links">
            <Link
              className="button button--primary"
              {...flowLink("credit-card-payment", locale, { payment: payment.id })}
            >
              <Trans>Продолжить оплату</Trans>
            </Link>
          </p>
        </MoneyPageFrame>
      );
  }
}

function Succeeded({ payment }: { payment: Payment }) {
  const locale = useLocale();
  const signedIn = useSignedIn();
  const email = useSessionUser()?.email;
  const href = usePostHref();
  const again = choiceLink(payment, locale);
  return (
    <MoneyPageFrame title={<Trans>Оплата получена</Trans>}>
      {payment.test_mode ? <TestModeNotice /> : null}
      <div className="outcome outcome--success">
        <span className="outcome__icon" aria-hidden="true">
          ✓
        </span>
        <p className="outcome__lead">
          {payment.product.kind === "subscription" ? (
            <Trans>Подписка подключена.</Trans>
          ) : payment.product.kind === "publish" ? (
            <Trans>Объявление опубликовано.</Trans>
          ) : (
            <Trans>Услуга подключена и уже действует.</Trans>
          )}
        </p>
      </div>
      <Details payment={payment} />
      {email ? (
        <p className="outcome__receipt">
          <Trans>Чек отправлен на почту {email}.</Trans>
        </p>
      ) : null}
      <p className="outcome__links">
        {payment.post ? (
          <Link className="button button--primary" to={href(payment.post)}>
            <Trans>Открыть объявление</Trans>
          </Link>
        ) : null}
        {signedIn ? (
          <Link className="button button--secondary" to={pathOf("profile.listing", locale)}>
            <Trans>Мои объявления</Trans>
          </Link>
        ) : null}
        {payment.post ? (
          <Link className="button button--secondary" {...again}>
            <Trans>Продвинуть ещё</Trans>
          </Link>
        ) : null}
      </p>
    </MoneyPageFrame>
  );
}

/** The receipt's lines: the product, the ad, the period, the amount and the card. */
function Details({ payment }: { payment: Payment }) {
  const text = useMoneyText();
  return (
    <PaymentSummary payment={payment} linkAd>
      {payment.starts_at && payment.ends_at ? (
        <SummaryRow label={<Trans>Срок</Trans>}>
          <span className="payment-summary__line">
            <Trans>с {text.date(payment.starts_at)}</Trans>
          </span>
          <span className="payment-summary__line">
            <Trans>до {text.date(payment.ends_at)}</Trans>
          </span>
        </SummaryRow>
      ) : null}
      <SummaryRow label={<Trans>Сумма</Trans>}>
        {text.amount(payment.amount_cents)}
        {payment.refunded_cents > 0 ? (
          <>
            {" "}
            <Trans>(возвращено {text.amount(payment.refunded_cents)})</Trans>
          </>
        ) : null}
      </SummaryRow>
      {payment.card ? (
        <SummaryRow label={<Trans>Карта</Trans>}>
          {brandName(payment.card.brand)} •••• {payment.card.last4}
        </SummaryRow>
      ) : null}
      {payment.auto_charge ? (
        <SummaryRow label={<Trans>Автопродление</Trans>}>
          <Trans>включено</Trans>
        </SummaryRow>
      ) : null}
    </PaymentSummary>
  );
}
