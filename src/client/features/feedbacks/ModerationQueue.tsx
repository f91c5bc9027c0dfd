import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../lib/api";
import { useLocale } from "../../lib/useLocale";
import { FormAlert } from "../../ui/FormAlert";
import { decideFeedbackMutation, moderationQueueQuery } from "./api";
import { Review } from "./Review";

/** For moderators: the reviews waiting for a decision, oldest first, each published or refused with one tap. */
export function ModerationQueue() {
  const { t } = useLingui();
  const locale = useLocale();
  const queue = useQuery(moderationQueueQuery(locale));
  const decide = useMutation(decideFeedbackMutation(locale));
  const [failure, setFailure] = useState<string | null>(null);
  // Anyone but a moderator is refused (403): there is nothing to show them.
  if (!queue.data) return null;
  const pending = queue.data.data;
  const act = (id: number, action: "approve" | "reject") => {
    setFailure(null);
    decide.mutate(
      { id, action },
      {
        onError: (error) =>
          setFailure(error instanceof ApiError ? error.message : t`Не удалось сохранить решение. Попробуйте ещё раз.`),
      },
    );
  };
  return (
    <section className="moderation" aria-labelledby="moderation-title">
      <h2 id="moderation-title" className="moderation__title">
        <Trans>Ждут модерации: {queue.data.meta.total}</Trans>
      </h2>
      {pending.length === 0 ? (
        <p className="muted">
          <Trans>Новых отзывов нет.</Trans>
        </p>
      ) : (
        <ul className="reviews">
          {pending.map((item) => (
            <Review key={item.id} item={item}>
              <div className="moderation__actions">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={decide.isPending}
                  onClick={() => act(item.id, "approve")}
                  aria-label={t`Опубликовать отзыв №${item.id}`}
                >
                  <Trans>Опубликовать</Trans>
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={decide.isPending}
                  onClick={() => act(item.id, "reject")}
                  aria-label={t`Отклонить отзыв №${item.id}`}
                >
                  <Trans>Отклонить</Trans>
                </button>
              </div>
            </Review>
          ))}
        </ul>
      )}
      <FormAlert message={failure} />
    </section>
  );
}
