import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { resetPasswordRequestSchema } from "../../../shared/contract/auth";
import { ApiError } from "../../lib/api";
import { Field } from "../../ui/Field";
import { FormAlert } from "../../ui/FormAlert";
import { useLocale } from "../../lib/useLocale";
import { resetPassword } from "../../api/auth";
import { useAfterSignIn } from "./useAfterSignIn";
import { useTranslateError } from "../../lib/useTranslateError";

interface Values {
  token: string;
  password: string;
  password_confirmation: string;
}

/** The page the reset e-mail links to (`?token=`): a new password, typed twice. */
export function ResetPasswordForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const translateError = useTranslateError();
  const afterSignIn = useAfterSignIn("page");
  const [failure, setFailure] = useState<string | null>(null);
  const token = new URLSearchParams(window.location.search).get("token") ?? "";
  const form = useForm<Values>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { token, password: "", password_confirmation: "" },
    mode: "onTouched",
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await resetPassword(locale, values);
      await afterSignIn(data);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t`Не удалось сохранить пароль. Попробуйте ещё раз.`);
    }
  });
  if (!token) {
    return (
      <div className="auth-panel">
        <h1 className="auth-panel__title">
          <Trans>Новый пароль</Trans>
        </h1>
        <p role="alert">
          <Trans>Ссылка неполная. Откройте ссылку из письма ещё раз или запросите новую.</Trans>
        </p>
      </div>
    );
  }
  const { errors, isSubmitting } = form.formState;
  return (
    <form className="auth-panel" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h1 className="auth-panel__title">
        <Trans>Новый пароль</Trans>
      </h1>
      <Field label={t`Новый пароль`} required error={translateError(errors.password?.message)}>
        {(control) => (
          <input
            {...control}
            {...form.register("password")}
            className="input"
            type="password"
            autoComplete="new-password"
          />
        )}
      </Field>
      <Field label={t`Повторите пароль`} required error={translateError(errors.password_confirmation?.message)}>
        {(control) => (
          <input
            {...control}
            {...form.register("password_confirmation")}
            className="input"
            type="password"
            autoComplete="new-password"
          />
        )}
      </Field>
      <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
        <Trans>Сохранить пароль</Trans>
      </button>
      <FormAlert message={failure} />
    </form>
  );
}
