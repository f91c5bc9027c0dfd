import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { nameRequestSchema } from "../../../shared/contract/auth";
import { pathOf } from "../../../shared/routes";
import { ApiError } from "../../lib/api";
import { Field } from "../../ui/Field";
import { FormAlert } from "../../ui/FormAlert";
import { useLocale } from "../../lib/useLocale";
import { authPrevPathAtom } from "../../api/session/state";
import { useSessionUser } from "../../api/session/useSession";
import { saveNameMutation } from "../../api/auth";
import { useTranslateError } from "../../lib/useTranslateError";

/**
 * /profile/finish-registration: the name a new user is shown by (3 to 30 letters and spaces); then on to where
 * they were going.
 */
export function NameForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const saveName = useMutation(saveNameMutation(locale));
  const user = useSessionUser();
  const phone = user?.phone ? (parsePhoneNumberFromString(user.phone)?.formatInternational() ?? user.phone) : null;
  // Where the new user was going when the code made them register: the listing, the ad, the form.
  const [previous, setPrevious] = useAtom(authPrevPathAtom);
  const translateError = useTranslateError();
  const [failure, setFailure] = useState<string | null>(null);
  // A name already given (the contact form that opened the registration) is offered to confirm, not typed again.
  const form = useForm<{ name: string }>({
    resolver: zodResolver(nameRequestSchema),
    defaultValues: { name: user?.name ?? "" },
    mode: "onTouched",
  });
  // The one question of the page: the cursor waits in it.
  useEffect(() => form.setFocus("name"), [form]);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await saveName.mutateAsync(values);
      setPrevious(null);
      await router.navigate({
        href: previous ?? pathOf("profile.listing", locale),
        replace: true,
        state: (state) => ({ ...state, resumeDraft: previous !== null }),
      });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.name?.[0])
        form.setError("name", { message: error.fieldErrors.name[0] });
      else setFailure(error instanceof ApiError ? error.message : t`Не удалось сохранить. Попробуйте ещё раз.`);
    }
  });
  return (
    <form className="auth-panel auth-panel--card" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h1 className="auth-panel__title">
        <Trans>Завершение регистрации</Trans>
      </h1>
      {phone ? (
        <p className="auth-panel__lead">
          <Trans>Номер {phone} подтверждён — аккаунт создан.</Trans>
        </p>
      ) : null}
      <p className="auth-panel__lead">
        <Trans>Как вас зовут? Имя увидят те, кому вы напишете или ответите.</Trans>
      </p>
      <Field label={t`Имя`} required error={translateError(form.formState.errors.name?.message)}>
        {(control) => <input {...control} {...form.register("name")} className="input" autoComplete="name" />}
      </Field>
      <button type="submit" className="button button--primary button--block" disabled={form.formState.isSubmitting}>
        <Trans>Сохранить</Trans>
      </button>
      <FormAlert message={failure} />
    </form>
  );
}
