import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useId, useState } from "react";
import type { Product } from "../../../shared/contract/money";
import { pathOf } from "../../../shared/routes";
import { ApiError } from "../../lib/api";
import { useLocale } from "../../lib/useLocale";
import { FormAlert } from "../../ui/FormAlert";
import { showAuthPopupAtom } from "../../api/session/state";
import { useSignedIn } from "../../api/session/useSession";
import { createPaymentMutation } from "../../api/money";
import { checkoutBody, rememberPayment, type CheckoutRequest } from "./checkout";
import { useMoneyText } from "./format";
import { flowHref, nextPageOf } from "./links";

const MONTH_DAYS = 30;

/** The subscription plans on sale, cheapest per day last marked as the saving. */
export function subscriptionPlans(products: readonly Product[]): Product[] {
  return products.filter((product) => product.kind === "subscription").sort((a, b) => a.days - b.days);
}

/** How much cheaper a day of `plan` is than a day of the shortest plan, in whole percent (0 for none). */
export function savingOf(plan: Product, shortest: Product | undefined): number {
  if (!shortest || plan === shortest || shortest.price_cents === 0) return 0;
  const perDay = plan.price_cents / plan.days;
  const base = shortest.price_cents / shortest.days;
  return Math.max(0, Math.round((1 - perDay / base) * 100));
}

/**
 * One plan: its price, the price of a month on it, what it opens, auto-renewal, and the button that starts the
 * checkout (a signed-out visitor signs in first and comes back here).
 */
export function PlanCard({
  plan,
  saving,
  running,
  chosen,
}: {
  plan: Product;
  saving: number;
  /** A subscription runs already: buying extends it. */
  running: boolean;
  /** Preselected from a link (?product=sub-quarter). */
  chosen: boolean;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const money = useMoneyText();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const showAuth = useSetAtom(showAuthPopupAtom);
  const create = useMutation(createPaymentMutation(locale));
  const [autoCharge, setAutoCharge] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const months = Math.max(1, Math.round(plan.days / MONTH_DAYS));
  const monthly = money.amount(Math.round(plan.price_cents / months));
  const price = money.amount(plan.price_cents);
  const days = plan.days;

  const subscribe = async () => {
    setFailure(null);
    if (!signedIn) {
      // Signing in happens over the page; the address names the plan, so a new account's name form (which leaves
      // the page) comes back to it.
      await navigate({ href: `${pathOf("page.subscription", locale)}?product=${plan.code}`, replace: true });
      showAuth({ type: "login" });
      return;
    }
    try {
      const request: CheckoutRequest = { product: plan.code, auto_charge: autoCharge };
      const { data: payment } = await create.mutateAsync(checkoutBody(request));
      rememberPayment(payment.id, request);
      await navigate({ href: flowHref(nextPageOf(payment), locale, { payment: payment.id }) });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t`Не удалось начать оплату. Попробуйте ещё раз.`);
    }
  };

  return (
    <article
      className={`plan${saving > 0 ? " plan--best" : ""}${chosen ? " plan--chosen" : ""}`}
      aria-labelledby={titleId}
    >
      {saving > 0 ? (
        <p className="plan__badge">
          <Trans>Выгоднее на {saving}%</Trans>
        </p>
      ) : null}
      <h3 id={titleId} className="plan__title">
        {plan.title}
      </h3>
      <p className="plan__price">
        <strong>{price}</strong>{" "}
        <span className="plan__days">
          <Plural value={days} one="за # день" few="за # дня" many="за # дней" other="за # дня" />
        </span>
      </p>
      <p className="plan__per-month">
        {months > 1 ? <Trans>{monthly} в месяц</Trans> : <Trans>Оплата раз в месяц</Trans>}
      </p>
      <ul className="plan__opens">
        <li>
          <Trans>Телефоны и почта в резюме</Trans>
        </li>
        <li>
          <Trans>Телефоны и мессенджеры в резюме водителей</Trans>
        </li>
        <li>
          <Trans>Без ограничений на число просмотров</Trans>
        </li>
      </ul>
      <label className="choice plan__auto">
        <input type="checkbox" checked={autoCharge} onChange={(event) => setAutoCharge(event.target.checked)} />
        <Trans>Продлевать автоматически, отменить можно в любой момент</Trans>
      </label>
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => void subscribe()}
        disabled={create.isPending}
        aria-describedby={titleId}
      >
        {running ? <Trans>Продлить за {price}</Trans> : <Trans>Оформить за {price}</Trans>}
      </button>
      {signedIn ? null : (
        <p className="plan__note">
          <Trans>Сначала войдите по номеру телефона — это займёт минуту.</Trans>
        </p>
      )}
      <FormAlert message={failure} />
    </article>
  );
}
