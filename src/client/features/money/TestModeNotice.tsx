import { Trans } from "@lingui/react/macro";
import { useId } from "react";

/** The sandbox's test cards, as the card form lists them. */
const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "success" },
  { number: "4000 0000 0000 0002", outcome: "declined" },
  { number: "4000 0027 6000 3184", outcome: "authorize" },
] as const;

/**
 * «Тестовый режим»: cards go to the built-in sandbox and no money moves. Every payment page says so while the
 * products answer test_mode; with `cards` it lists the numbers to try.
 */
export function TestModeNotice({ cards = false }: { cards?: boolean }) {
  const id = useId();
  return (
    <aside className="test-mode" aria-labelledby={id}>
      <p className="test-mode__title">
        <span className="test-mode__mark" aria-hidden="true">
          TEST
        </span>
        <strong id={id}>
          <Trans>Тестовый режим</Trans>
        </strong>
      </p>
      <p className="test-mode__text">
        <Trans>Деньги не списываются: платежи идут в учебную платёжную систему.</Trans>
      </p>
      {cards ? (
        <ul className="test-mode__cards">
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <code>{card.number}</code> — <CardOutcome outcome={card.outcome} />
            </li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
}

function CardOutcome({ outcome }: { outcome: (typeof TEST_CARDS)[number]["outcome"] }) {
  switch (outcome) {
    case "success":
      return <Trans>оплата пройдёт</Trans>;
    case "declined":
      return <Trans>карта будет отклонена</Trans>;
    case "authorize":
      return <Trans>банк попросит подтверждение</Trans>;
  }
}
