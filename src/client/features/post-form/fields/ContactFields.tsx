import { useLingui } from "@lingui/react/macro";
import { useFormContext } from "react-hook-form";
import { errorAt } from "./error-at";
import { Field } from "../../../ui/Field";
import { PhoneField } from "../../../ui/PhoneField";
import { useTranslateError } from "../../../lib/useTranslateError";
import type { PostFormValues } from "../../../lib/post-form-values";

type TextName =
  "email" | "contact_person" | "instagram" | "whatsapp" | "web_site" | "telegram" | "company_name" | "address";

/** The ad's contacts (phone, e-mail, contact person, social links, company, address) with their rules. */
export function ContactFields() {
  const { t } = useLingui();
  const { control, register, formState } = useFormContext<PostFormValues>();
  const translateError = useTranslateError();
  const errorOf = (name: string) => translateError(errorAt(formState.errors, `contact.${name}`));
  const text = (
    name: TextName,
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string; placeholder?: string } = {},
  ) => (
    <Field label={label} required={options.required ?? false} error={errorOf(name)}>
      {(aria) => (
        <input
          {...aria}
          {...register(`contact.${name}`)}
          className="input"
          type={options.type ?? "text"}
          autoComplete={options.autoComplete ?? "off"}
          placeholder={options.placeholder}
        />
      )}
    </Field>
  );
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{t`Контакты`}</legend>
      <div className="form-grid">
        <PhoneField
          control={control}
          dialName="contact.country_code"
          phoneName="contact.phone"
          label={t`Телефон`}
          error={errorOf("phone")}
        />
        {text("contact_person", t`Контактное лицо`, { required: true, autoComplete: "name" })}
        {text("email", t`Почта`, { type: "email", autoComplete: "email" })}
        {text("company_name", t`Компания`, { autoComplete: "organization" })}
        {text("address", t`Адрес`, { autoComplete: "street-address" })}
        {text("web_site", t`Сайт`, { type: "url", placeholder: "https://" })}
        {text("whatsapp", "WhatsApp", { placeholder: "https://wa.me/1…" })}
        {text("telegram", "Telegram", { placeholder: "https://t.me/…" })}
        {text("instagram", "Instagram", { placeholder: "https://instagram.com/…" })}
      </div>
    </fieldset>
  );
}
