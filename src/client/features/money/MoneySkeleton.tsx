import { Trans } from "@lingui/react/macro";

/** The page's shape while its answers come: blocks where the ad, the choices and the button will be. */
export function MoneySkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="money-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        <Trans>Загрузка…</Trans>
      </p>
      <span className="money-skeleton__block money-skeleton__block--head" />
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="money-skeleton__block" />
      ))}
      <span className="money-skeleton__block money-skeleton__block--button" />
    </div>
  );
}
