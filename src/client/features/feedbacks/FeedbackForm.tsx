import { zodResolver } from "@hookform/resolvers/zod";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import {
  FEEDBACK_RATINGS,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  feedbackInputSchema,
  type FeedbackInput,
} from "../../../shared/contract/feedbacks";
import { ApiError } from "../../lib/api";
import { useHydrated } from "../../lib/useHydrated";
import { useLocale } from "../../lib/useLocale";
import { useTranslateError } from "../../lib/useTranslateError";
import { Field } from "../../ui/Field";
import { FormAlert } from "../../ui/FormAlert";
import { writeFeedbackMutation } from "./api";

/** The signed-in user's review: a rating of one to five stars (a radio group) and what they want to say. */
export function FeedbackForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const hydrated = useHydrated();
  const translateError = useTranslateError();
  const write = useMutation(writeFeedbackMutation(locale));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FeedbackInput>({
    resolver: zodResolver(feedbackInputSchema),
    defaultValues: { text: "" },
    mode: "onTouched",
  });
  const errors = form.formState.errors;
  const chosen = useWatch({ control: form.control, name: "rating" });
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await write.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError) {
        const text = error.fieldErrors.text?.[0];
        const rating = error.fieldErrors.rating?.[0];
        if (text) form.setError("text", { message: text });
        if (rating) form.setError("rating", { message: rating });
      }
      setFailure(error instanceof ApiError ? error.message : t`Не удалось отправить. Попробуйте ещё раз.`);
    }
  });
  const ratingError = translateError(errors.rating?.message);
  return (
    <form className="feedback-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`} className="feedback-form__title">
        <Trans>Оставьте отзыв</Trans>
      </h2>
      <fieldset
        className="star-input"
        aria-invalid={Boolean(ratingError)}
        aria-describedby={ratingError ? `${id}-rating-error` : undefined}
      >
        <legend className="field__label">
          <Trans>Ваша оценка</Trans>
          <span className="field__required" aria-hidden="true">
            {" "}
            *
          </span>
        </legend>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <div className="star-input__stars">
              {FEEDBACK_RATINGS.map((value) => (
                <label key={value} className={value <= chosen ? "star-input__on" : undefined}>
                  <input
                    type="radio"
                    name={field.name}
                    value={value}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    onBlur={field.onBlur}
                  />
                  <span aria-hidden="true">★</span>
                  <span className="visually-hidden">
                    <Plural value={value} one="# звезда" few="# звезды" many="# звёзд" other="# звезды" />
                  </span>
                </label>
              ))}
            </div>
          )}
        />
        {ratingError ? (
          <p className="field__error" id={`${id}-rating-error`} role="alert">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <Field
        label={t`Ваш отзыв`}
        required
        error={translateError(errors.text?.message)}
        hint={t`От ${FEEDBACK_TEXT_MIN} до ${FEEDBACK_TEXT_MAX} символов: что получилось, что стоит улучшить`}
      >
        {(aria) => (
          <textarea
            {...aria}
            {...form.register("text")}
            className="input textarea"
            rows={5}
            maxLength={FEEDBACK_TEXT_MAX + 50}
          />
        )}
      </Field>
      <button type="submit" className="button button--primary" disabled={!hydrated || form.formState.isSubmitting}>
        <Trans>Отправить на модерацию</Trans>
      </button>
      <FormAlert message={failure} />
    </form>
  );
}
