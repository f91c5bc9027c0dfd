import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import type { ConfirmPaymentBody, Payment } from "../../../shared/contract/money";
import { ApiError } from "../../lib/api";
import { useLocale } from "../../lib/useLocale";
import { useSignedIn } from "../../api/session/useSession";
import { confirmPaymentMutation, moneyKeys, myMoneyQuery, productsQuery } from "../../api/money";
import { choiceLink, flowHref, nextPageOf } from "./links";
import { MoneyPageFrame } from "./MoneyPageFrame";
import { MoneySkeleton } from "./MoneySkeleton";
import { PaymentSummary, SummaryRow } from "./PaymentSummary";
import { useMoneyText } from "./format";
import { usePayment } from "./usePayment";
import { SandboxCardForm } from "./SandboxCardForm";
import type { MoneySearch } from "./search";
import { TestModeNotice } from "./TestModeNotice";

// Stripe's own script and Payment Element load only when Stripe takes the cards, never with the sandbox.
const StripeCardForm = lazy(() => import("./StripeCardForm"));

/** /credit-card-payment?payment=pay_…: the amount, what it buys, and the card that pays it. */
export default function CardPaymentPage({ search }: { search: MoneySearch }) {
  const payment = usePayment(search.payment);
  return (
    <MoneyPageFrame title={<Trans>Оплата картой</Trans>}>
      {payment.data ? <CardPayment payment={payment.data} /> : payment.view}
    </MoneyPageFrame>
  );
}

function CardPayment({ payment }: { payment: Payment }) {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const text = useMoneyText();
  const catalog = useQuery(productsQuery(locale));
  const mine = useQuery({ ...myMoneyQuery(locale), enabled: signedIn });
  const confirm = useMutation(confirmPaymentMutation(locale));
  // A decline is said at the form; so is one met earlier (a refused authorization brings the buyer back here).
  const [failure, setFailure] = useState<string | null>(
    payment.status === "failed" ? (payment.failure?.message ?? null) : null,
  );

  const finished = payment.status === "succeeded" || payment.status === "refunded";
  const authorize = payment.status === "requires_action" && payment.next_action?.type === "authorize";
  useEffect(() => {
    if (finished || authorize)
      void router.navigate({ href: flowHref(nextPageOf(payment), locale, { payment: payment.id }), replace: true });
  }, [finished, authorize, payment, router, locale]);

  const pay = async (body: ConfirmPaymentBody): Promise<Record<string, string[]> | null> => {
    setFailure(null);
    try {
      // A declined payment takes another card: the same payment is confirmed again, never a second one made.
      const { data: result } = await confirm.mutateAsync({ id: payment.id, body });
      // The page follows its payment in the cache (the effect above goes on to the bank's step or the outcome).
      queryClient.setQueryData(moneyKeys.payment(result.id, locale), { data: result });
      if (result.status === "failed")
        setFailure(result.failure?.message ?? t`Оплата не прошла. Попробуйте другую карту.`);
      return null;
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) return error.fieldErrors;
      setFailure(
        error instanceof ApiError ? error.message : t`Не удалось. Проверьте подключение и попробуйте ещё раз.`,
      );
      return null;
    }
  };

  // A saved card is offered first: the form waits for the user's cards rather than opening on a blank new one.
  if (finished || authorize || !catalog.data || (signedIn && mine.isPending)) return <MoneySkeleton rows={2} />;
  const stripe = payment.provider === "stripe";
  return (
    <>
      {payment.test_mode ? <TestModeNotice cards={!stripe} /> : null}
      <PaymentSummary payment={payment}>
        <SummaryRow label={<Trans>К оплате</Trans>} total>
          {text.amount(payment.amount_cents)}
        </SummaryRow>
      </PaymentSummary>
      {stripe ? (
        <Suspense fallback={<MoneySkeleton rows={2} />}>
          <StripeCardForm payment={payment} publishableKey={catalog.data.data.publishable_key} />
        </Suspense>
      ) : (
        <SandboxCardForm
          payment={payment}
          savedCards={mine.data?.data.saved_cards ?? []}
          canSave={signedIn}
          failure={failure}
          busy={confirm.isPending}
          onPay={pay}
        />
      )}
      <p className="money-page__back">
        <Link {...choiceLink(payment, locale)}>
          <Trans>Выбрать другую услугу</Trans>
        </Link>
      </p>
    </>
  );
}
