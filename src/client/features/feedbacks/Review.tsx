import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Feedback } from "../../../shared/contract/feedbacks";
import { Stars } from "./Stars";
import { useDate } from "./useDate";

/** One review in a list: who, the stars, the day and the words; `children` (a moderator's buttons) come last. */
export function Review({ item, children }: { item: Feedback; children?: ReactNode }) {
  const date = useDate();
  const { t } = useLingui();
  return (
    <li className="review">
      <div className="review__head">
        <span className="review__avatar" aria-hidden="true">
          {(item.author_name.trim()[0] ?? "O").toUpperCase()}
        </span>
        <span className="review__who">
          <strong>{item.author_name.trim() || t`Пользователь Obyava`}</strong>
          <span className="review__meta">
            <Stars rating={item.rating} />
            <time dateTime={item.created_at}>{date(item.created_at)}</time>
          </span>
        </span>
      </div>
      <p className="review__text">{item.text}</p>
      {children}
    </li>
  );
}
