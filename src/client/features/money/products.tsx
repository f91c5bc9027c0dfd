import { Trans, useLingui } from "@lingui/react/macro";
import type { ProductKind } from "../../../shared/contract/money";

/** The ad's products in the order a buyer weighs them: publishing first (when owed), then what is seen most. */
export const AD_KIND_ORDER = ["publish", "top", "urgent", "highlight", "pin", "slider"] as const;
export type AdKind = (typeof AD_KIND_ORDER)[number];

/** Kinds that can renew themselves with the saved card when their period ends. */
export const RENEWABLE_KINDS: ReadonlySet<ProductKind> = new Set([
  "top",
  "highlight",
  "urgent",
  "pin",
  "slider",
  "subscription",
]);

/** A product group's name on the promotion page. */
export function useKindName(): (kind: ProductKind) => string {
  const { t } = useLingui();
  return (kind) =>
    ({
      top: t`Поднятие в начало списка`,
      highlight: t`Выделение цветом`,
      urgent: t`Значок «Срочно»`,
      pin: t`Закрепление в категории`,
      slider: t`Слайдер на главной`,
      publish: t`Публикация`,
      subscription: t`Подписка`,
      banner: t`Баннер`,
    })[kind];
}

/** A tiny card of a list showing what the product changes: the buyer sees the effect before paying. */
export function ProductExample({ kind }: { kind: AdKind }) {
  const card = (own: boolean, key: number) => (
    <span key={key} className={`mock-card${own ? ` mock-card--own mock-card--${kind}` : ""}`}>
      <span className="mock-card__photo" />
      <span className="mock-card__lines">
        {own && kind === "urgent" ? (
          <span className="mock-card__badge">
            <Trans>Срочно</Trans>
          </span>
        ) : null}
        {own && kind === "pin" ? <span className="mock-card__pin">★</span> : null}
        <span className="mock-card__line" />
        <span className="mock-card__line mock-card__line--short" />
      </span>
    </span>
  );
  if (kind === "slider") {
    return (
      <span className="product-example product-example--slider" aria-hidden="true">
        <span className="mock-slide" />
        <span className="mock-slide mock-slide--own" />
        <span className="mock-slide" />
      </span>
    );
  }
  // The bought ad sits first in its list for a bump or a pin, second elsewhere: among others as it would be.
  const ownFirst = kind === "top" || kind === "pin" || kind === "publish";
  return (
    <span className="product-example" aria-hidden="true">
      {ownFirst ? [card(true, 0), card(false, 1)] : [card(false, 0), card(true, 1)]}
    </span>
  );
}
