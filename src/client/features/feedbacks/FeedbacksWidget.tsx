import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import type { OwnFeedback } from "../../../shared/contract/feedbacks";
import { LOCALE_TAGS } from "../../../shared/locales";
import { numberFormat } from "../../lib/intl";
import { useLocale } from "../../lib/useLocale";
import { Pagination } from "../../ui/Pagination";
import { showAuthPopupAtom } from "../../api/session/state";
import { useSessionUser } from "../../api/session/useSession";
import { feedbacksQuery, ownFeedbackQuery } from "./api";
import { FeedbackForm } from "./FeedbackForm";
import { ModerationQueue } from "./ModerationQueue";
import { Review } from "./Review";
import { Stars } from "./Stars";
import { useDate } from "./useDate";
import "../../ui/forms.css";
import "./feedbacks.css";

/** The author's own newest review and where it stands. */
function OwnReview({ own }: { own: OwnFeedback }) {
  const date = useDate();
  const state =
    own.status === "pending" ? (
      <Trans>На модерации</Trans>
    ) : own.status === "approved" ? (
      <Trans>Опубликован</Trans>
    ) : (
      <Trans>Отклонён модератором</Trans>
    );
  return (
    <section className={`own-review own-review--${own.status}`} aria-labelledby="own-review-title">
      <h2 id="own-review-title" className="own-review__title">
        <Trans>Ваш отзыв</Trans> <span className="own-review__state">{state}</span>
      </h2>
      <p className="own-review__meta">
        <Stars rating={own.rating} /> <time dateTime={own.created_at}>{date(own.created_at)}</time>
      </p>
      <p className="review__text">{own.text}</p>
      <p className="muted">
        {own.status === "pending" ? (
          <Trans>Модератор проверит отзыв, после этого его увидят все. Обычно это занимает не больше суток.</Trans>
        ) : own.status === "approved" ? (
          <Trans>Спасибо! Отзыв виден всем посетителям в списке ниже.</Trans>
        ) : (
          <Trans>
            Отзыв не прошёл проверку: возможно, в нём были контакты, реклама или грубость. Можно написать новый.
          </Trans>
        )}
      </p>
    </section>
  );
}

/** What a signed-in user can do here: see their review's state, or write one. */
function Mine() {
  const locale = useLocale();
  const own = useQuery(ownFeedbackQuery(locale));
  if (own.isPending) return <div className="page-loading" aria-busy="true" />;
  const mine = own.data?.data ?? null;
  return (
    <>
      <ModerationQueue />
      {mine ? <OwnReview own={mine} /> : null}
      {mine?.status === "pending" ? null : <FeedbackForm />}
    </>
  );
}

/** /feedbacks: the average, the signed-in user's review or its form, and the approved reviews, ten a page. */
export function FeedbacksWidget({ page }: { page: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const user = useSessionUser();
  const showAuth = useSetAtom(showAuthPopupAtom);
  const list = useQuery(feedbacksQuery(locale, page));
  const summary = list.data?.summary;
  const average = summary?.average ?? null;
  return (
    <div className="feedbacks">
      {summary && average !== null ? (
        <section className="feedbacks__summary" aria-label={t`Средняя оценка`}>
          <span className="feedbacks__average">
            {numberFormat(LOCALE_TAGS[locale], { minimumFractionDigits: 1 }).format(average)}
          </span>
          <Stars rating={average} />
          <span className="feedbacks__count">
            <Plural
              value={summary.count}
              one="# отзыв после модерации"
              few="# отзыва после модерации"
              many="# отзывов после модерации"
              other="# отзыва после модерации"
            />
          </span>
        </section>
      ) : null}
      {user ? (
        <Mine />
      ) : (
        <section className="feedbacks__guest">
          <p>
            <Trans>Войдите, чтобы оставить отзыв</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => showAuth({ type: "login" })}>
            <Trans>Войти по номеру телефона</Trans>
          </button>
        </section>
      )}
      {list.data && list.data.data.length > 0 ? (
        <>
          <ul className="reviews" aria-label={t`Отзывы пользователей`}>
            {list.data.data.map((item) => (
              <Review key={item.id} item={item} />
            ))}
          </ul>
          <Pagination page={list.data.meta.page} lastPage={list.data.meta.last_page} />
        </>
      ) : list.isError ? (
        <p className="muted" role="status">
          <Trans>Не удалось загрузить отзывы. Проверьте связь и обновите страницу.</Trans>
        </p>
      ) : list.data ? (
        <p className="muted">
          <Trans>Отзывов пока нет. Ваш может стать первым.</Trans>
        </p>
      ) : null}
    </div>
  );
}
