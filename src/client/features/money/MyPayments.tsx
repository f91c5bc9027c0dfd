import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { Entitlement, Payment, PaymentStatus } from "../../../shared/contract/money";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { usePostHref } from "../../lib/usePostHref";
import { QueryView } from "../../ui/QueryView";
import { myMoneyQuery } from "../../api/money";
import { useMoneyText } from "./format";
import { SubscriptionSummary } from "./SubscriptionSummary";
import "./offer.css";

/** The account's money: its subscription, its ads' promotions with their end dates, and its payments' receipts. */
export function MyPayments() {
  const locale = useLocale();
  const mine = useQuery(myMoneyQuery(locale));
  return (
    <QueryView query={mine}>
      {({ data }) => (
        <div className="my-money">
          <Subscriptions subscriptions={data.subscriptions} />
          <Promotions promotions={data.promotions} />
          <Receipts payments={data.payments} />
          <p className="my-money__more">
            <Link to={pathOf("page.payment-auto-charge", locale)}>
              <Trans>Автоплатёж и сохранённые карты</Trans>
            </Link>
          </p>
        </div>
      )}
    </QueryView>
  );
}

function Subscriptions({ subscriptions }: { subscriptions: readonly Entitlement[] }) {
  const locale = useLocale();
  const running = subscriptions
    .filter((item) => item.status === "active")
    .sort((a, b) => b.ends_at.localeCompare(a.ends_at))[0];
  return (
    <section className="my-money__part" aria-labelledby="my-sub-title">
      <h2 id="my-sub-title" className="my-money__title">
        <Trans>Подписка</Trans>
      </h2>
      {running ? (
        <SubscriptionSummary subscription={running} heading={false} />
      ) : (
        <div className="my-money__empty">
          <p>
            <Trans>Подписки нет: контакты резюме и резюме водителей скрыты.</Trans>
          </p>
          <Link className="button button--secondary button--small" to={pathOf("page.subscription", locale)}>
            <Trans>Оформить подписку</Trans>
          </Link>
        </div>
      )}
    </section>
  );
}

function Promotions({ promotions }: { promotions: readonly Entitlement[] }) {
  const locale = useLocale();
  const money = useMoneyText();
  const postHref = usePostHref();
  const sorted = [...promotions].sort((a, b) => b.ends_at.localeCompare(a.ends_at));
  return (
    <section className="my-money__part" aria-labelledby="my-promo-title">
      <h2 id="my-promo-title" className="my-money__title">
        <Trans>Продвижение объявлений</Trans>
      </h2>
      {sorted.length === 0 ? (
        <div className="my-money__empty">
          <p>
            <Trans>Продвижений пока нет. Поднимите объявление или выделите его цветом — это заметно.</Trans>
          </p>
          <Link className="button button--secondary button--small" to={pathOf("page.kp", locale)}>
            <Trans>Что можно заказать</Trans>
          </Link>
        </div>
      ) : (
        <ul className="my-money__list">
          {sorted.map((item) => {
            const until = money.date(item.ends_at);
            return (
              <li key={item.id} className="my-money__row">
                <span className="my-money__what">
                  <strong>{item.product.title}</strong>
                  {item.post ? <a href={postHref(item.post)}>{item.post.title}</a> : null}
                </span>
                <span className={`my-money__state my-money__state--${item.status}`}>
                  {item.status === "active" ? <Trans>до {until}</Trans> : <Trans>закончилось {until}</Trans>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Receipts({ payments }: { payments: readonly Payment[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const money = useMoneyText();
  const statusText: Record<PaymentStatus, string> = {
    created: t`Ожидает оплаты`,
    requires_action: t`Ждёт подтверждения`,
    succeeded: t`Оплачен`,
    failed: t`Не прошёл`,
    refunded: t`Возвращён`,
  };
  const sorted = [...payments].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <section className="my-money__part" aria-labelledby="my-pay-title">
      <h2 id="my-pay-title" className="my-money__title">
        <Trans>Платежи</Trans>
      </h2>
      {sorted.length === 0 ? (
        <p className="my-money__empty">
          <Trans>Платежей пока не было.</Trans>
        </p>
      ) : (
        <ul className="my-money__list">
          {sorted.map((payment) => {
            const unfinished = payment.status === "created" || payment.status === "requires_action";
            const refunded = money.amount(payment.refunded_cents);
            return (
              <li key={payment.id} className="receipt">
                <span className="receipt__what">
                  <strong>{payment.product.title}</strong>
                  {payment.post ? <span>{payment.post.title}</span> : null}
                  <span className="receipt__meta">
                    <time dateTime={payment.paid_at ?? payment.created_at}>
                      {money.date(payment.paid_at ?? payment.created_at)}
                    </time>
                    {payment.card ? (
                      <span className="receipt__card">
                        {payment.card.brand} <span>{`•••• ${payment.card.last4}`}</span>
                      </span>
                    ) : null}
                  </span>
                </span>
                <span className="receipt__sum">
                  <strong>{money.amount(payment.amount_cents)}</strong>
                  <span className={`receipt__status receipt__status--${payment.status}`}>
                    {statusText[payment.status]}
                  </span>
                  {payment.refunded_cents > 0 && payment.status !== "refunded" ? (
                    <span className="receipt__refund">
                      <Trans>возвращено {refunded}</Trans>
                    </span>
                  ) : null}
                  {unfinished ? (
                    <Link
                      className="receipt__continue"
                      to={pathOf("page.credit-card-payment", locale)}
                      search={{ payment: payment.id }}
                    >
                      <Trans>Продолжить оплату</Trans>
                    </Link>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
