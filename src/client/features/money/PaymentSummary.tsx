import { Plural, Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { Payment } from "../../../shared/contract/money";
import { usePostHref } from "../../lib/usePostHref";

/** One line of a payment's summary: what it is, and its value. */
export function SummaryRow({
  label,
  total = false,
  children,
}: {
  label: ReactNode;
  total?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`payment-summary__row${total ? " payment-summary__row--total" : ""}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What the payment buys and for which ad, then the page's own lines (the amount to pay on the card form, the
 * period and the card on the receipt).
 */
export function PaymentSummary({
  payment,
  linkAd = false,
  children,
}: {
  payment: Payment;
  /** The ad's title links to it (once paid: on the card form nothing leads away from paying). */
  linkAd?: boolean;
  children: ReactNode;
}) {
  const href = usePostHref();
  return (
    <dl className="payment-summary">
      <SummaryRow label={<Trans>Услуга</Trans>}>
        {payment.product.title}
        {payment.product.kind !== "banner" ? (
          <span className="payment-summary__days">
            {" · "}
            <Plural value={payment.product.days} one="# день" few="# дня" many="# дней" other="# дня" />
          </span>
        ) : null}
      </SummaryRow>
      {payment.post ? (
        <SummaryRow label={<Trans>Объявление</Trans>}>
          {linkAd ? <Link to={href(payment.post)}>{payment.post.title}</Link> : payment.post.title}
        </SummaryRow>
      ) : null}
      {children}
    </dl>
  );
}
