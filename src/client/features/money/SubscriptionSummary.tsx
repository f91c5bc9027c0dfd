import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Entitlement } from "../../../shared/contract/money";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { useMoneyText } from "./format";

/**
 * A running subscription: until when, whether it renews, and where to change that. On its own (the subscription
 * page) it is a titled region; inside the profile's «Подписка» part it is only its lines.
 */
export function SubscriptionSummary({
  subscription,
  heading = true,
}: {
  subscription: Entitlement;
  heading?: boolean;
}) {
  const locale = useLocale();
  const money = useMoneyText();
  const until = money.date(subscription.ends_at);
  const next = subscription.next_charge_at ? money.date(subscription.next_charge_at) : null;
  const lines = (
    <>
      <p className="offer-current__name">{subscription.product.title}</p>
      <p className="offer-current__until">
        <Trans>Действует до {until}</Trans>
      </p>
      <p className="offer-current__auto">
        {subscription.auto_charge && next ? (
          <Trans>Автопродление включено: следующее списание {next}</Trans>
        ) : (
          <Trans>Автопродление выключено: подписка закончится {until}</Trans>
        )}
      </p>
      <Link className="button button--secondary button--small" to={pathOf("page.payment-auto-charge", locale)}>
        <Trans>Управлять автопродлением</Trans>
      </Link>
    </>
  );
  if (!heading) return <div className="offer-current">{lines}</div>;
  return (
    <section className="offer-current" aria-labelledby="current-title">
      <h2 id="current-title" className="offer-current__title">
        <Trans>Ваша подписка</Trans>
      </h2>
      {lines}
    </section>
  );
}
