import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import "./safety-tips.css";

function Tips() {
  return (
    <ul className="safety-tips__list">
      <li>
        <Trans>Не платите заранее: ни предоплату, ни «за доставку», ни «за бронь».</Trans>
      </li>
      <li>
        <Trans>Встречайтесь в людном месте, днём; смотрите вещь до того, как платить.</Trans>
      </li>
      <li>
        <Trans>Проверяйте документы: на машину, на жильё, у работодателя.</Trans>
      </li>
      <li>
        <Trans>Никому не сообщайте коды из SMS и данные карты.</Trans>
      </li>
    </ul>
  );
}

/**
 * How not to be cheated, where people deal: beside an ad, and folded above a conversation (where it would
 * otherwise push the messages down each time).
 */
export function SafetyTips({ folded = false }: { folded?: boolean }) {
  const id = useId();
  if (folded) {
    return (
      <details className="safety-tips safety-tips--folded">
        <summary>
          <Trans>Как не попасться мошенникам</Trans>
        </summary>
        <Tips />
      </details>
    );
  }
  return (
    <section className="safety-tips" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="safety-tips__title">
        <Trans>Безопасная сделка</Trans>
      </h2>
      <Tips />
    </section>
  );
}
