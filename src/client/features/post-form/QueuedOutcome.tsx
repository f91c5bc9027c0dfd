import { Plural, Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { onOutboxChange, queued } from "../../api/outbox";

type QueueState = { type: "waiting" } | { type: "sent" } | { type: "refused"; error: string };

/** Where an ad queued offline stands, kept current as the outbox sends it. */
function useQueueState(key: string): QueueState {
  const [state, setState] = useState<QueueState>({ type: "waiting" });
  useEffect(() => {
    let alive = true;
    const load = () =>
      void queued().then((items) => {
        if (!alive) return;
        const item = items.find((other) => other.key === key);
        setState(
          !item
            ? { type: "sent" }
            : item.error !== undefined
              ? { type: "refused", error: item.error }
              : { type: "waiting" },
        );
      });
    load();
    const stop = onOutboxChange(load);
    return () => {
      alive = false;
      stop();
    };
  }, [key]);
  return state;
}

interface Props {
  title: string;
  queueKey: string;
  photos: number;
  /** Opens the form again: for another ad, or to correct a refused one from its draft. */
  onAgain: () => void;
}

/** The page after a submit made offline: waiting, then sent once the connection returns (or refused, to correct). */
export function QueuedOutcome({ title, queueKey, photos, onAgain }: Props) {
  const locale = useLocale();
  const state = useQueueState(queueKey);
  return (
    <section className="page-section outcome" role="status">
      <h1>
        {state.type === "sent" ? (
          <Trans>Объявление отправлено</Trans>
        ) : state.type === "refused" ? (
          <Trans>Объявление не принято</Trans>
        ) : (
          <Trans>Объявление ждёт связи</Trans>
        )}
      </h1>
      <div className="draft-preview">
        <p className="draft-preview__title">{title}</p>
        {photos > 0 ? (
          <p className="draft-preview__meta">
            <Plural value={photos} one="# фото" few="# фото" many="# фото" other="# фото" />
          </p>
        ) : null}
      </div>
      {state.type === "sent" ? (
        <p>
          <Trans>Связь появилась, и объявление отправлено: ничего вводить заново не пришлось.</Trans>
        </p>
      ) : state.type === "refused" ? (
        <p>
          {state.error} <Trans>Всё введённое сохранено в черновике: откройте форму и исправьте.</Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Нет интернета, поэтому «{title}» сохранено на этом устройстве и будет отправлено само, как только связь
            появится. Ничего вводить заново не нужно.
          </Trans>
        </p>
      )}
      <p className="form-actions">
        <Link className="button button--primary" to={pathOf("profile.listing", locale)}>
          <Trans>Мои объявления</Trans>
        </Link>
        <button type="button" className="button button--secondary" onClick={onAgain}>
          {state.type === "refused" ? <Trans>Исправить объявление</Trans> : <Trans>Разместить ещё одно</Trans>}
        </button>
      </p>
    </section>
  );
}
