import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { FieldErrors, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from "../../shared/contract/contact-limits";
import { useTranslateError } from "../lib/useTranslateError";
import { Field } from "./Field";
import { PhoneField } from "./PhoneField";

/** What a visitor's message form holds, to the team or to an ad's author (the same rules on both). */
interface MessageValues extends FieldValues {
  name: string;
  phone: string;
  country_code: string;
  message: string;
  register?: boolean | undefined;
}

/**
 * A visitor's name, phone, message and, when `registerLabel` is given, the wish to be registered by that phone:
 * the fields of every "write to us / write to the author" form.
 */
export function MessageFields<T extends MessageValues>({
  form,
  rows,
  registerLabel,
}: {
  form: UseFormReturn<T>;
  rows: number;
  registerLabel: ReactNode;
}) {
  const { t } = useLingui();
  const translateError = useTranslateError();
  const errors = form.formState.errors as FieldErrors<MessageValues>;
  const name = (field: keyof MessageValues & string) => field as Path<T>;
  return (
    <>
      <Field label={t`Имя`} required error={translateError(errors.name?.message)} hint={t`От 3 до 30 букв`}>
        {(aria) => <input {...aria} {...form.register(name("name"))} className="input" autoComplete="name" />}
      </Field>
      <PhoneField
        control={form.control}
        dialName={name("country_code")}
        phoneName={name("phone")}
        label={t`Телефон`}
        error={translateError(errors.phone?.message)}
      />
      <Field
        label={t`Сообщение`}
        required
        error={translateError(errors.message?.message)}
        hint={t`От ${CONTACT_MESSAGE_MIN} до ${CONTACT_MESSAGE_MAX} символов`}
      >
        {(aria) => (
          <textarea
            {...aria}
            {...form.register(name("message"))}
            className="input textarea"
            rows={rows}
            maxLength={CONTACT_MESSAGE_MAX + 20}
          />
        )}
      </Field>
      {registerLabel ? (
        <label className="choice">
          <input type="checkbox" {...form.register(name("register"))} />
          {registerLabel}
        </label>
      ) : null}
    </>
  );
}
