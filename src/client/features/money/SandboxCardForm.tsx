import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type ChangeEvent, type SyntheticEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { ConfirmPaymentBody, Payment, SavedCard } from "../../../shared/contract/money";
import { useTranslateError } from "../../lib/useTranslateError";
import { Field } from "../../ui/Field";
import { FormAlert } from "../../ui/FormAlert";
import { cardBrandOf, cardFormSchema, formatExpiry, groupCardNumber, sandboxCardOf, type CardForm } from "./card-input";
import { brandName, useMoneyText } from "./format";

/** A padlock's outline, beside the line that says the card is sent securely. */
const LOCK = [
  "M17 9h-1V7a4 4 0 0 0-8 0v2H7a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h10",
  "a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2Zm-7-2a2 2 0 0 1 4 0v2h-4V7Z",
].join("");

/** Which form field a server's 422 key belongs to ("card.number", "card.exp_month"…). */
const FIELD_OF: [RegExp, keyof CardForm][] = [
  [/number/, "number"],
  [/exp/, "expiry"],
  [/cvc/, "cvc"],
  [/name/, "name"],
];

/**
 * The sandbox's card form: number grouped as typed with its network named, MM/YY, CVC and the holder's name,
 * checked as the server checks them; a saved card is offered first. Disabled while a payment is being sent.
 */
export function SandboxCardForm({
  payment,
  savedCards,
  canSave,
  failure,
  busy,
  onPay,
}: {
  payment: Payment;
  savedCards: SavedCard[];
  canSave: boolean;
  failure: string | null;
  busy: boolean;
  /** Pays; answers the server's field errors of a 422, if any. */
  onPay: (body: ConfirmPaymentBody) => Promise<Record<string, string[]> | null>;
}) {
  const { t } = useLingui();
  const text = useMoneyText();
  const translateError = useTranslateError();
  // Until the buyer picks, the first saved card is the choice, also when the cards arrive after the form.
  const [picked, pick] = useState<number | "new" | null>(null);
  const savedId = picked === "new" ? null : (picked ?? savedCards[0]?.id ?? null);
  // Auto-charge renews with a saved card: the card is saved when the buyer asked for it.
  const mustSave = payment.auto_charge;
  const form = useForm<CardForm>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { number: "", expiry: "", cvc: "", name: "", save: mustSave },
    mode: "onTouched",
  });
  const number = useWatch({ control: form.control, name: "number" });
  const brand = cardBrandOf(number);
  const amount = text.amount(payment.amount_cents);
  const sending = busy || form.formState.isSubmitting;

  const applyFieldErrors = (errors: Record<string, string[]> | null) => {
    for (const [key, messages] of Object.entries(errors ?? {})) {
      const field = FIELD_OF.find(([pattern]) => pattern.test(key))?.[1];
      if (field && messages[0]) form.setError(field, { message: messages[0] });
    }
  };
  const submitNew = form.handleSubmit(async (values) => {
    applyFieldErrors(
      await onPay({ card: sandboxCardOf(values), save_card: canSave && (mustSave || values.save === true) }),
    );
  });
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    if (savedId !== null) {
      event.preventDefault();
      if (!sending) void onPay({ saved_card_id: savedId });
      return;
    }
    void submitNew(event);
  };

  return (
    <form className="card-form" onSubmit={submit} noValidate aria-busy={sending || undefined}>
      {savedCards.length > 0 ? (
        <fieldset className="saved-cards">
          <legend className="card-form__legend">
            <Trans>Чем оплатить</Trans>
          </legend>
          {savedCards.map((card) => (
            <label key={card.id} className={`saved-card${savedId === card.id ? " saved-card--chosen" : ""}`}>
              <input type="radio" name="card" checked={savedId === card.id} onChange={() => pick(card.id)} />
              <span className="saved-card__brand">{brandName(card.brand)}</span>
              <span>•••• {card.last4}</span>
              <span className="saved-card__exp">
                {String(card.exp_month).padStart(2, "0")}/{String(card.exp_year).slice(-2)}
              </span>
            </label>
          ))}
          <label className={`saved-card${savedId === null ? " saved-card--chosen" : ""}`}>
            <input type="radio" name="card" checked={savedId === null} onChange={() => pick("new")} />
            <span>
              <Trans>Новая карта</Trans>
            </span>
          </label>
        </fieldset>
      ) : null}
      {savedId === null ? (
        <div className="card-fields">
          <Field label={t`Номер карты`} required error={translateError(form.formState.errors.number?.message)}>
            {(control) => (
              <span className="card-number">
                <input
                  {...control}
                  {...form.register("number", {
                    onChange: (event: ChangeEvent<HTMLInputElement>) =>
                      form.setValue("number", groupCardNumber(event.target.value)),
                  })}
                  className="input card-number__input"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="0000 0000 0000 0000"
                  maxLength={23}
                  spellCheck={false}
                />
                <span className="card-number__brand" aria-live="polite">
                  {brand}
                </span>
              </span>
            )}
          </Field>
          <div className="card-fields__row">
            <Field label={t`Срок действия`} required error={translateError(form.formState.errors.expiry?.message)}>
              {(control) => (
                <input
                  {...control}
                  {...form.register("expiry", {
                    onChange: (event: ChangeEvent<HTMLInputElement>) =>
                      form.setValue("expiry", formatExpiry(event.target.value, form.getValues("expiry"))),
                  })}
                  className="input"
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder={t`ММ/ГГ`}
                  maxLength={5}
                />
              )}
            </Field>
            <Field
              label="CVC"
              required
              error={translateError(form.formState.errors.cvc?.message)}
              hint={t`3 цифры на обороте карты`}
            >
              {(control) => (
                <input
                  {...control}
                  {...form.register("cvc")}
                  className="input"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={4}
                  type="password"
                />
              )}
            </Field>
          </div>
          <Field label={t`Имя на карте`} error={translateError(form.formState.errors.name?.message)}>
            {(control) => (
              <input
                {...control}
                {...form.register("name")}
                className="input"
                autoComplete="cc-name"
                autoCapitalize="characters"
                spellCheck={false}
              />
            )}
          </Field>
          {canSave ? (
            <label className="check-row">
              <input type="checkbox" {...form.register("save")} disabled={mustSave} />
              <span>
                <Trans>Сохранить карту для автопродления</Trans>
                <small className="check-row__hint">
                  {mustSave ? (
                    <Trans>Вы включили автопродление: карта нужна, чтобы продлевать услугу.</Trans>
                  ) : (
                    <Trans>Мы храним только последние четыре цифры; удалить карту можно в любой момент.</Trans>
                  )}
                </small>
              </span>
            </label>
          ) : null}
        </div>
      ) : null}
      <FormAlert message={failure} />
      <button
        type="submit"
        className="button button--primary button--block button--pay"
        disabled={sending}
        aria-busy={sending || undefined}
      >
        <Trans>Оплатить {amount}</Trans>
      </button>
      <p className="card-form__secure">
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d={LOCK} />
        </svg>{" "}
        <Trans>Данные карты передаются по защищённому соединению и не хранятся на сайте.</Trans>
      </p>
    </form>
  );
}
