import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Payment } from "../../../shared/contract/money";
import { useLocale } from "../../lib/useLocale";
import { paymentQuery } from "../../api/money";
import { MoneySkeleton } from "./MoneySkeleton";

const PAYMENT_ID = /^pay_[A-Za-z0-9]{24}$/;

/**
 * The payment a page is about, from its URL: what to show instead while it loads or when it is not there, or
 * the payment. A Stripe payment waiting for its webhook is asked again every two seconds.
 */
export function usePayment(id: string | undefined): { view: ReactNode; data: Payment | null } {
  const locale = useLocale();
  const valid = id !== undefined && PAYMENT_ID.test(id);
  const query = useQuery({
    ...paymentQuery(valid ? id : "", locale),
    enabled: valid,
    refetchInterval: (current) => {
      const payment = current.state.data?.data;
      return payment?.provider === "stripe" && (payment.status === "created" || payment.status === "requires_action")
        ? 2000
        : false;
    },
  });
  if (!valid) {
    return {
      data: null,
      view: (
        <p className="money-error" role="alert">
          <Trans>Платёж не найден. Проверьте ссылку или начните оплату заново.</Trans>
        </p>
      ),
    };
  }
  if (query.isError) {
    return {
      data: null,
      view: (
        <p className="money-error" role="alert">
          {query.error.message}
        </p>
      ),
    };
  }
  if (!query.data) return { data: null, view: <MoneySkeleton rows={2} /> };
  return { view: null, data: query.data.data };
}
