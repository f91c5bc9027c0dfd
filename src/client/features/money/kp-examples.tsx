import { Trans, useLingui } from "@lingui/react/macro";
import type { ProductKind } from "../../../shared/contract/money";
import { useMoneyText } from "./format";

/** The kinds a promotion example is drawn for (publishing is a note, not a look). */
export type ExampleKind = Extract<ProductKind, "top" | "highlight" | "urgent" | "pin" | "slider">;
export const EXAMPLE_KINDS: readonly ExampleKind[] = ["top", "highlight", "urgent", "pin", "slider"];

/** A card of an example list: as small as a thumbnail, as a listing draws it. */
function MiniCard({
  title,
  price,
  look,
}: {
  title: string;
  price: string;
  look?: "highlight" | "urgent" | "pin" | "top" | undefined;
}) {
  return (
    <div className={`mini-card${look ? ` mini-card--${look}` : ""}`}>
      {look === "urgent" ? (
        <span className="mini-card__chip mini-card__chip--urgent">
          <Trans>Срочно</Trans>
        </span>
      ) : null}
      {look === "pin" ? (
        <span className="mini-card__chip">
          <Trans>Закреплено</Trans>
        </span>
      ) : null}
      {look === "top" ? (
        <span className="mini-card__chip mini-card__chip--top">
          <Trans>Поднято сегодня</Trans>
        </span>
      ) : null}
      <span className="mini-card__photo" />
      <span className="mini-card__title">{title}</span>
      <span className="mini-card__price">{price}</span>
    </div>
  );
}

/**
 * What a promotion does, drawn as the list a buyer's customers will see: the promoted ad (the seller's) against
 * the others. Pictures only: the product's name and description say it in words next to it.
 */
export function PromotionExample({ kind }: { kind: ExampleKind }) {
  const { t } = useLingui();
  const { amount: usd } = useMoneyText();
  const [mine, job, flat] = [usd(240_000), usd(2_800), usd(195_000)];
  const yours = t`Ваше объявление`;
  const others = [t`Сварщик в мастерскую`, t`Квартира в Бруклине`];
  const list = (look: "highlight" | "urgent" | "pin" | "top") => (
    <>
      <MiniCard title={yours} price={mine} look={look} />
      <MiniCard title={others[0] ?? ""} price={job} />
      <MiniCard title={others[1] ?? ""} price={flat} />
    </>
  );
  if (kind === "slider") {
    return (
      <div className="promo-example promo-example--slider" aria-hidden="true">
        <span className="promo-example__label">{t`Главная страница`}</span>
        <div className="promo-example__slider">
          <MiniCard title={yours} price={mine} look="highlight" />
          <span className="promo-example__ghost" />
        </div>
        <span className="promo-example__dots">
          <i className="is-current" />
          <i />
          <i />
        </span>
      </div>
    );
  }
  // Only the highlighted card stands in the middle of its list: the others head it.
  return (
    <div className={`promo-example promo-example--${kind}`} aria-hidden="true">
      {kind === "highlight" ? (
        <>
          <MiniCard title={others[0] ?? ""} price={job} />
          <MiniCard title={yours} price={mine} look="highlight" />
          <MiniCard title={others[1] ?? ""} price={flat} />
        </>
      ) : (
        list(kind)
      )}
    </div>
  );
}
