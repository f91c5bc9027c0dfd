import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState, type ReactNode } from "react";
import type { Entitlement, SavedCard } from "../../../shared/contract/money";
import { pathOf } from "../../../shared/routes";
import { ApiError } from "../../lib/api";
import { useLocale } from "../../lib/useLocale";
import { usePostHref } from "../../lib/usePostHref";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormAlert } from "../../ui/FormAlert";
import {
  autoChargeMutation,
  cancelEntitlementMutation,
  myMoneyQuery,
  productsQuery,
  removeCardMutation,
} from "../../api/money";
import { brandName, useMoneyText } from "./format";
import { MoneyPageFrame } from "./MoneyPageFrame";
import { MoneySkeleton } from "./MoneySkeleton";
import { TestModeNotice } from "./TestModeNotice";

/** /payment-auto-charge: the user's running promotions and subscriptions, their renewal with the saved card. */
export default function AutoChargePage() {
  const locale = useLocale();
  const mine = useQuery(myMoneyQuery(locale));
  const catalog = useQuery(productsQuery(locale));
  const failure = mine.error ?? catalog.error;
  let content;
  if (failure) {
    content = (
      <p className="money-error" role="alert">
        {failure.message}
      </p>
    );
  } else if (!mine.data || !catalog.data) {
    content = <MoneySkeleton />;
  } else {
    const { promotions, subscriptions, saved_cards: cards } = mine.data.data;
    const running = (list: Entitlement[]) => list.filter((entitlement) => entitlement.status === "active");
    content = (
      <>
        {catalog.data.data.test_mode ? <TestModeNotice /> : null}
        <p className="money-page__lead">
          <Trans>
            Включите автопродление, и услуга продлится сохранённой картой в день окончания. За три дня до каждого
            списания мы пришлём письмо; отключить или отменить можно в любой момент.
          </Trans>
        </p>
        <EntitlementList
          title={<Trans>Продвижение объявлений</Trans>}
          list={running(promotions)}
          cards={cards}
          more={
            <Link to={pathOf("profile.listing", locale)}>
              <Trans>Продвинуть объявление</Trans>
            </Link>
          }
        />
        <EntitlementList
          title={<Trans>Подписки</Trans>}
          list={running(subscriptions)}
          cards={cards}
          more={
            <Link to={pathOf("page.subscription", locale)}>
              <Trans>Оформить подписку</Trans>
            </Link>
          }
        />
        <CardList cards={cards} />
      </>
    );
  }
  return <MoneyPageFrame title={<Trans>Автоплатёж</Trans>}>{content}</MoneyPageFrame>;
}

function EntitlementList({
  title,
  list,
  cards,
  more,
}: {
  title: ReactNode;
  list: Entitlement[];
  cards: SavedCard[];
  /** Where to get one while there is none. */
  more: ReactNode;
}) {
  return (
    <section className="money-list">
      <h2 className="money-list__title">{title}</h2>
      {list.length === 0 ? (
        <p className="money-empty">
          <Trans>Сейчас ничего не подключено.</Trans> {more}
        </p>
      ) : (
        <ul className="money-list__items">
          {list.map((entitlement) => (
            <EntitlementRow key={entitlement.id} entitlement={entitlement} cards={cards} />
          ))}
        </ul>
      )}
    </section>
  );
}

function EntitlementRow({ entitlement, cards }: { entitlement: Entitlement; cards: SavedCard[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const text = useMoneyText();
  const href = usePostHref();
  const toggle = useMutation(autoChargeMutation(entitlement.id, locale));
  const cancel = useMutation(cancelEntitlementMutation(entitlement.id, locale));
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const card = cards[0];
  const switchId = `auto-charge-${String(entitlement.id)}`;
  const name = entitlement.post ? `${entitlement.product.title}: ${entitlement.post.title}` : entitlement.product.title;

  const setAuto = async (enabled: boolean) => {
    setFailure(null);
    try {
      await toggle.mutateAsync({ enabled, ...(enabled && card ? { saved_card_id: card.id } : {}) });
    } catch (error) {
      setFailure(
        error instanceof ApiError ? error.message : t`Не удалось. Проверьте подключение и попробуйте ещё раз.`,
      );
    }
  };

  return (
    <li className="entitlement" aria-label={name}>
      <div className="entitlement__main">
        <p className="entitlement__product">{entitlement.product.title}</p>
        {entitlement.post ? (
          <p className="entitlement__ad">
            <Link to={href(entitlement.post)}>{entitlement.post.title}</Link>
          </p>
        ) : null}
        <p className="entitlement__dates">
          <Trans>Действует до {text.date(entitlement.ends_at)}</Trans>
        </p>
        {entitlement.auto_charge && entitlement.next_charge_at ? (
          <p className="entitlement__next">
            <Trans>
              Следующее списание {text.date(entitlement.next_charge_at)}: {text.amount(entitlement.product.price_cents)}
            </Trans>
            {card ? ` · ${brandName(card.brand)} •••• ${card.last4}` : null}
          </p>
        ) : null}
      </div>
      <div className="entitlement__controls">
        <label className="switch" htmlFor={switchId}>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            className="switch__input"
            checked={entitlement.auto_charge}
            disabled={toggle.isPending || (!card && !entitlement.auto_charge)}
            aria-describedby={card ? undefined : `${switchId}-hint`}
            onChange={(event) => void setAuto(event.target.checked)}
          />
          <span className="switch__track" aria-hidden="true" />
          <span>
            <Trans>Автопродление</Trans>
          </span>
        </label>
        {!card && !entitlement.auto_charge ? (
          <p className="entitlement__hint" id={`${switchId}-hint`}>
            <Trans>Нужна сохранённая карта: отметьте «Сохранить карту» при следующей оплате.</Trans>
          </p>
        ) : null}
        <button
          type="button"
          className="button button--secondary button--small button--danger"
          onClick={() => setAsking(true)}
        >
          <Trans>Отменить</Trans>
        </button>
      </div>
      <FormAlert message={failure} />
      <ConfirmDialog
        open={asking}
        title={entitlement.product.kind === "subscription" ? t`Отменить подписку?` : t`Отменить продвижение?`}
        confirmLabel={t`Отменить услугу`}
        danger
        onConfirm={() => cancel.mutateAsync()}
        onClose={() => setAsking(false)}
      >
        <p>
          <Trans>
            «{entitlement.product.title}» перестанет действовать сразу, автопродление выключится. Неиспользованные
            полные дни вернутся на карту, которой вы платили, в течение 5–10 дней.
          </Trans>
        </p>
      </ConfirmDialog>
    </li>
  );
}

function CardList({ cards }: { cards: SavedCard[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const remove = useMutation(removeCardMutation(locale));
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  return (
    <section className="money-list">
      <h2 className="money-list__title">
        <Trans>Сохранённые карты</Trans>
      </h2>
      {cards.length === 0 ? (
        <p className="money-empty">
          <Trans>Карт нет. Карту можно сохранить при оплате.</Trans>
        </p>
      ) : (
        <ul className="money-list__items">
          {cards.map((card) => (
            <li key={card.id} className="saved-card saved-card--row">
              <span className="saved-card__brand">{brandName(card.brand)}</span>
              <span>•••• {card.last4}</span>
              <span className="saved-card__exp">
                {String(card.exp_month).padStart(2, "0")}/{String(card.exp_year).slice(-2)}
              </span>
              <button
                type="button"
                className="button button--secondary button--small button--danger"
                onClick={() => setRemoving(card)}
                aria-label={t`Удалить карту •••• ${card.last4}`}
              >
                <Trans>Удалить</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t`Удалить карту?`}
        confirmLabel={t`Удалить`}
        danger
        onConfirm={() => (removing ? remove.mutateAsync(removing.id) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      >
        <p>
          <Trans>С этой карты больше ничего не будет продлеваться автоматически.</Trans>
        </p>
      </ConfirmDialog>
    </section>
  );
}
