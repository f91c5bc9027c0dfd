import { Trans } from "@lingui/react/macro";

/** Cards go to the built-in sandbox: nothing is charged, and every page that sells says so. */
export function TestModeNote() {
  return (
    <p className="test-mode-note" role="note">
      <strong>
        <Trans>Тестовый режим</Trans>
      </strong>{" "}
      <Trans>Оплата проходит в песочнице: деньги не списываются. Карта 4242 4242 4242 4242 — успешная оплата.</Trans>
    </p>
  );
}
