import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useEffect, useRef, useState } from "react";
import type { Payment } from "../../../shared/contract/money";
import { useLocale } from "../../lib/useLocale";
import { FormAlert } from "../../ui/FormAlert";
import { moneyKeys } from "../../api/money";
import { useMoneyText } from "./format";
import { flowHref } from "./links";

// The languages Stripe's Payment Element speaks for ours; it has no Ukrainian, so the browser's own is asked for.
const STRIPE_LOCALE = { ru: "ru", ua: "auto", pl: "pl", en: "en" } as const;

/**
 * With Stripe the card never reaches this site: Stripe's Payment Element takes it, confirms the PaymentIntent
 * with its client secret and runs 3-D Secure itself; the webhook then tells the server, and /after-payment
 * waits for it.
 */
export default function StripeCardForm({
  payment,
  publishableKey,
}: {
  payment: Payment;
  publishableKey: string | null;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const text = useMoneyText();
  const mount = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clientSecret = payment.next_action?.type === "stripe" ? payment.next_action.client_secret : null;

  useEffect(() => {
    if (!publishableKey || !clientSecret) return;
    let cancelled = false;
    let unmount: (() => void) | null = null;
    loadStripe(publishableKey, { locale: STRIPE_LOCALE[locale] })
      .then((loaded) => {
        if (cancelled || !loaded || !mount.current) return;
        const elements = loaded.elements({ clientSecret });
        const element = elements.create("payment");
        element.mount(mount.current);
        unmount = () => element.destroy();
        setStripe({ stripe: loaded, elements });
      })
      .catch(() => {
        if (!cancelled) setFailure(t`Не удалось загрузить форму оплаты. Проверьте подключение и обновите страницу.`);
      });
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [publishableKey, clientSecret, locale, t]);

  const amount = text.amount(payment.amount_cents);
  const afterPayment = flowHref("after-payment", locale, { payment: payment.id });
  const pay = async () => {
    if (!stripe) return;
    setBusy(true);
    setFailure(null);
    const result = await stripe.stripe.confirmPayment({
      elements: stripe.elements,
      redirect: "if_required",
      confirmParams: { return_url: new URL(afterPayment, window.location.origin).toString() },
    });
    setBusy(false);
    if (result.error) {
      setFailure(result.error.message ?? t`Оплата не прошла. Попробуйте другую карту.`);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: moneyKeys.all });
    await router.navigate({ href: afterPayment });
  };

  if (!publishableKey || !clientSecret) {
    return (
      <p className="money-error" role="alert">
        <Trans>Оплата картой сейчас недоступна. Попробуйте позже.</Trans>
      </p>
    );
  }
  return (
    <form
      className="card-form"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <div ref={mount} className="stripe-element" aria-busy={stripe === null || undefined} />
      <FormAlert message={failure} />
      <button
        type="submit"
        className="button button--primary button--block button--pay"
        disabled={stripe === null || busy}
        aria-busy={busy || undefined}
      >
        <Trans>Оплатить {amount}</Trans>
      </button>
    </form>
  );
}
