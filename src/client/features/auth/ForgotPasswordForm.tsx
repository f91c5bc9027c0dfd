import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { forgotPasswordRequestSchema } from "../../../shared/contract/auth";
import { ApiError } from "../../lib/api";
import { Field } from "../../ui/Field";
import { FormAlert } from "../../ui/FormAlert";
import { useLocale } from "../../lib/useLocale";
import { forgotPassword } from "../../api/auth";
import { useTranslateError } from "../../lib/useTranslateError";

/** Asks for a reset link; the answer is the same whether the address is known or not. */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const translateError = useTranslateError();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: "" },
    mode: "onTouched",
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await forgotPassword(locale, values);
      setSentTo(values.email);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t`Не удалось отправить письмо. Попробуйте ещё раз.`);
    }
  });
  if (sentTo) {
    return (
      <div className="auth-panel" role="status">
        <h1 className="auth-panel__title">
          <Trans>Проверьте почту</Trans>
        </h1>
        <p>
          <Trans>
            Если адрес {sentTo} зарегистрирован, мы отправили на него ссылку для нового пароля. Она действует один час.
          </Trans>
        </p>
      </div>
    );
  }
  return (
    <form className="auth-panel" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h1 className="auth-panel__title">
        <Trans>Восстановление пароля</Trans>
      </h1>
      <Field label={t`Электронная почта`} required error={translateError(form.formState.errors.email?.message)}>
        {(control) => (
          <input
            {...control}
            {...form.register("email")}
            className="input"
            type="email"
            autoComplete="email"
            inputMode="email"
          />
        )}
      </Field>
      <button type="submit" className="button button--primary button--block" disabled={form.formState.isSubmitting}>
        <Trans>Получить ссылку</Trans>
      </button>
      <FormAlert message={failure} />
    </form>
  );
}
