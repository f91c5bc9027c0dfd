import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { emailLoginRequestSchema, PASSWORD_RULES, registerRequestSchema } from "../../../shared/contract/auth";
import { pathOf } from "../../../shared/routes";
import { ApiError } from "../../lib/api";
import { Field } from "../../ui/Field";
import { FormAlert } from "../../ui/FormAlert";
import { useLocale } from "../../lib/useLocale";
import { passwordLogin, passwordRegister } from "../../api/auth";
import { useAfterSignIn } from "./useAfterSignIn";
import { useTranslateError } from "../../lib/useTranslateError";

interface Values {
  username: string;
  password: string;
}

/** E-mail login and registration with e-mail or phone and a password. */
export function PasswordForm({ mode }: { mode: "login" | "register" }) {
  const { t } = useLingui();
  const locale = useLocale();
  const translateError = useTranslateError();
  const afterSignIn = useAfterSignIn("page");
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(mode === "login" ? emailLoginRequestSchema : registerRequestSchema),
    defaultValues: { username: "", password: "" },
    mode: "onTouched",
  });
  const password = useWatch({ control: form.control, name: "password" });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await (mode === "login" ? passwordLogin(locale, values) : passwordRegister(locale, values));
      await afterSignIn(data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (field === "username" || field === "password")
            form.setError(field, { message: messages[0] ?? error.message });
        }
      }
      setFailure(
        error instanceof ApiError ? error.message : t`Не удалось войти. Проверьте подключение и попробуйте ещё раз.`,
      );
    }
  });

  const rules = [
    { ok: PASSWORD_RULES.length(password), text: t`не менее 8 символов` },
    { ok: PASSWORD_RULES.digit(password), text: t`цифра` },
    { ok: PASSWORD_RULES.special(password), text: t`специальный символ` },
    { ok: PASSWORD_RULES.lower(password), text: t`строчная буква` },
    { ok: PASSWORD_RULES.upper(password), text: t`заглавная буква` },
  ];

  return (
    <form className="auth-panel" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h1 className="auth-panel__title">
        {mode === "login" ? <Trans>Вход по почте</Trans> : <Trans>Регистрация</Trans>}
      </h1>
      <Field
        label={mode === "login" ? t`Электронная почта` : t`Почта или телефон`}
        required
        error={translateError(errors.username?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...form.register("username")}
            className="input"
            type={mode === "login" ? "email" : "text"}
            autoComplete="username"
            inputMode={mode === "login" ? "email" : "text"}
          />
        )}
      </Field>
      <Field label={t`Пароль`} required error={translateError(errors.password?.message)}>
        {(control) => (
          <input
            {...control}
            {...form.register("password")}
            className="input"
            type="password"
            autoComplete={mode === "login" ? "current-password" : "new-password"}
          />
        )}
      </Field>
      {mode === "register" ? (
        <ul className="password-rules" aria-label={t`Требования к паролю`}>
          {rules.map((rule) => (
            <li key={rule.text} className={rule.ok ? "is-ok" : undefined}>
              {rule.ok ? "✓ " : "• "}
              {rule.text}
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
      >
        {mode === "login" ? <Trans>Войти</Trans> : <Trans>Зарегистрироваться</Trans>}
      </button>
      <FormAlert message={failure} />
      <p className="auth-panel__links">
        <Link to={pathOf("auth.login", locale)}>
          <Trans>Войти по номеру телефона</Trans>
        </Link>
        {mode === "login" ? (
          <>
            <Link to={pathOf("auth.forgot-password", locale)}>
              <Trans>Забыли пароль?</Trans>
            </Link>
            <Link to={pathOf("auth.register", locale)}>
              <Trans>Регистрация</Trans>
            </Link>
          </>
        ) : (
          <Link to={pathOf("auth.email-login", locale)}>
            <Trans>Уже есть аккаунт? Войти</Trans>
          </Link>
        )}
      </p>
    </form>
  );
}
