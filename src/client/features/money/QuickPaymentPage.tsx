import { Trans } from "@lingui/react/macro";
import { MoneyPageFrame } from "./MoneyPageFrame";
import { PromotionCheckout } from "./PromotionCheckout";
import type { MoneySearch } from "./search";

/** /quick-payment?hash=…: pays for an ad from the link its author got, without signing in. */
export default function QuickPaymentPage({ search }: { search: MoneySearch }) {
  return (
    <MoneyPageFrame
      title={<Trans>Быстрая оплата</Trans>}
      lead={<Trans>Оплата по ссылке из письма или SMS: входить на сайт не нужно.</Trans>}
    >
      {search.hash ? (
        <PromotionCheckout access={{ hash: search.hash }} preselected={search.product} />
      ) : (
        <p className="money-error" role="alert">
          <Trans>В ссылке нет кода объявления. Откройте ссылку из письма или SMS целиком.</Trans>
        </p>
      )}
    </MoneyPageFrame>
  );
}
