import { useLingui } from "@lingui/react/macro";
import { FEEDBACK_RATINGS } from "../../../shared/contract/feedbacks";

/** A rating drawn as five stars, read out as words ("4 из 5"). */
export function Stars({ rating }: { rating: number }) {
  const { t } = useLingui();
  const whole = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={t`Оценка ${rating} из 5`}>
      {FEEDBACK_RATINGS.map((star) => (
        <span key={star} className={star <= whole ? "stars__on" : "stars__off"} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
