import { Plural, Trans } from "@lingui/react/macro";
import type { Payment } from "../../../shared/contract/money";
import { useMoneyText } from "./format";

/** What the payment buys, for which ad, and its amount: the top of the card form. */
export function PaymentSummary({ payment }: { payment: Payment }) {
  const text = useMoneyText();
  return (
    <dl className="payment-summary">
      <div className="payment-summary__row">
        <dt>
          <Trans>Услуга</Trans>
        </dt>
        <dd>
          {payment.product.title}
          {payment.product.kind !== "banner" ? (
            <span className="payment-summary__days">
              {" · "}
              <Plural value={payment.product.days} one="# день" few="# дня" many="# дней" other="# дня" />
            </span>
          ) : null}
        </dd>
      </div>
      {payment.post ? (
        <div className="payment-summary__row">
          <dt>
            <Trans>Объявление</Trans>
          </dt>
          <dd>{payment.post.title}</dd>
        </div>
      ) : null}
      <div className="payment-summary__row payment-summary__row--total">
        <dt>
          <Trans>К оплате</Trans>
        </dt>
        <dd>{text.amount(payment.amount_cents)}</dd>
      </div>
    </dl>
  );
}
