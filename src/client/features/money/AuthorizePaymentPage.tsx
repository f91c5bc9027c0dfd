import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import type { Payment } from "../../../shared/contract/money";
import { LOCALE_TAGS } from "../../../shared/locales";
import { ApiError } from "../../lib/api";
import { dateTimeFormat } from "../../lib/intl";
import { useLocale } from "../../lib/useLocale";
import { FormAlert } from "../../ui/FormAlert";
import { authorizePaymentMutation, moneyKeys } from "../../api/money";
import { brandName, useMoneyText } from "./format";
import { flowHref, nextPageOf } from "./links";
import { MoneyPageFrame } from "./MoneyPageFrame";
import { MoneySkeleton } from "./MoneySkeleton";
import type { MoneySearch } from "./search";
import { TestModeNotice } from "./TestModeNotice";
import { usePayment } from "./usePayment";

/** /authorize-payment?payment=…: the sandbox's 3-D Secure step, drawn as a card issuer's confirmation. */
export default function AuthorizePaymentPage({ search }: { search: MoneySearch }) {
  const payment = usePayment(search.payment);
  return (
    <MoneyPageFrame title={<Trans>Подтверждение оплаты</Trans>}>
      {payment.data ? <Authorization payment={payment.data} /> : payment.view}
    </MoneyPageFrame>
  );
}

function Authorization({ payment }: { payment: Payment }) {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const text = useMoneyText();
  const authorize = useMutation(authorizePaymentMutation(payment.id, locale));
  const [failure, setFailure] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const waiting = payment.status === "requires_action" && payment.next_action?.type === "authorize";

  // Only a payment waiting for its bank belongs here: any other goes where its status leads.
  useEffect(() => {
    if (!waiting)
      void router.navigate({ href: flowHref(nextPageOf(payment), locale, { payment: payment.id }), replace: true });
  }, [waiting, payment, router, locale]);
  // The bank's question is the page: focus starts on it, as a bank's own window would take it.
  useEffect(() => {
    if (waiting) panel.current?.focus();
  }, [waiting]);

  const answer = async (approve: boolean) => {
    setFailure(null);
    try {
      const { data: result } = await authorize.mutateAsync(approve);
      queryClient.setQueryData(moneyKeys.payment(result.id, locale), { data: result });
      // A refusal goes back to the card form, which says why and takes another card.
      await router.navigate({ href: flowHref(nextPageOf(result), locale, { payment: result.id }), replace: true });
    } catch (error) {
      setFailure(
        error instanceof ApiError ? error.message : t`Не удалось. Проверьте подключение и попробуйте ещё раз.`,
      );
    }
  };

  if (!waiting) return <MoneySkeleton rows={2} />;
  const now = dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" }).format(new Date());
  return (
    <>
      {payment.test_mode ? <TestModeNotice /> : null}
      <div className="bank" ref={panel} tabIndex={-1} aria-labelledby="bank-title">
        <p className="bank__head">
          <span className="bank__logo" aria-hidden="true">
            3-D Secure
          </span>
          <span>{payment.card ? brandName(payment.card.brand) : ""}</span>
        </p>
        <h2 className="bank__title" id="bank-title">
          <Trans>Ваш банк просит подтвердить покупку</Trans>
        </h2>
        <dl className="bank__facts">
          <div>
            <dt>
              <Trans>Магазин</Trans>
            </dt>
            <dd>Obyava</dd>
          </div>
          <div>
            <dt>
              <Trans>Сумма</Trans>
            </dt>
            <dd>
              <strong>{text.amount(payment.amount_cents)}</strong>
            </dd>
          </div>
          {payment.card ? (
            <div>
              <dt>
                <Trans>Карта</Trans>
              </dt>
              <dd>•••• {payment.card.last4}</dd>
            </div>
          ) : null}
          <div>
            <dt>
              <Trans>Дата</Trans>
            </dt>
            <dd>{now}</dd>
          </div>
        </dl>
        <p className="bank__text">
          <Trans>
            В настоящем банке здесь вводят код из SMS или подтверждают оплату в приложении банка. В тестовом режиме
            достаточно нажать кнопку.
          </Trans>
        </p>
        <FormAlert message={failure} />
        <div className="bank__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => void answer(true)}
            disabled={authorize.isPending}
            aria-busy={authorize.isPending || undefined}
          >
            <Trans>Подтвердить</Trans>
          </button>
          <button type="button" className="button" onClick={() => void answer(false)} disabled={authorize.isPending}>
            <Trans>Отклонить</Trans>
          </button>
        </div>
      </div>
    </>
  );
}
