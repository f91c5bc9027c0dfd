import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { settingsSchema, type Settings } from "../../../shared/contract/profile";
import { LOCALE_NATIVE_NAMES, LOCALES } from "../../../shared/locales";
import { pathOf } from "../../../shared/routes";
import { ApiError } from "../../lib/api";
import { Field } from "../../ui/Field";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormAlert } from "../../ui/FormAlert";
import { useTranslateError } from "../../lib/useTranslateError";
import { useLocale } from "../../lib/useLocale";
import { useAttempt } from "../../lib/useAttempt";
import { locationTreeQuery } from "../../api/locations";
import { signOut } from "../../api/session/actions";
import {
  deleteAccountMutation,
  downloadAccountData,
  saveSettingsMutation,
  settingsQuery,
  signOutEverywhereMutation,
} from "./api";
import { DeleteAccountDialog } from "./DeleteAccountDialog";
import { QueryView } from "../../ui/QueryView";
import { ProfileSection } from "../../entities/ProfileSection";

/**
 * /profile/settings: name, interface language, city, notifications, a copy of one's data, signing out everywhere,
 * deleting the account. Once deleted, the page says so in place of the settings (the session is already gone).
 */
export function SettingsPage() {
  const [deleted, setDeleted] = useState(false);
  return deleted ? <AccountDeleted /> : <Settings onDeleted={() => setDeleted(true)} />;
}

function Settings({ onDeleted }: { onDeleted: () => void }) {
  const locale = useLocale();
  const settings = useQuery(settingsQuery(locale));
  return (
    <ProfileSection current="settings">
      <QueryView query={settings}>
        {({ data }) => (
          <>
            <SettingsForm initial={{ ...data, name: data.name ?? "" }} phone={data.phone} email={data.email} />
            <AccountData />
            <AccountActions onDeleted={onDeleted} />
          </>
        )}
      </QueryView>
    </ProfileSection>
  );
}

/** What the user sees after deleting the account: it is done, and where to go from here. */
function AccountDeleted() {
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="account-deleted" aria-labelledby="account-deleted-title">
      <h1 id="account-deleted-title" ref={heading} tabIndex={-1}>
        <Trans>Аккаунт удалён</Trans>
      </h1>
      <p role="status">
        <Trans>
          Ваши объявления сняты с публикации, избранное и сессии удалены, вы вышли на всех устройствах. Этот номер
          телефона можно снова использовать для входа: это будет новый аккаунт.
        </Trans>
      </p>
      <p className="form-actions">
        <Link className="button button--primary" to={pathOf("home", locale)}>
          <Trans>На главную</Trans>
        </Link>
        <Link className="button" to={pathOf("page.privacy-policy", locale)}>
          <Trans>Политика конфиденциальности</Trans>
        </Link>
      </p>
    </section>
  );
}

/** A copy of everything the account holds, as the privacy policy promises. */
function AccountData() {
  const locale = useLocale();
  const { busy, failure, run } = useAttempt();
  const [done, setDone] = useState(false);
  const download = async () => {
    setDone(false);
    setDone(await run(() => downloadAccountData(locale)));
  };
  return (
    <section className="form-section" aria-labelledby="account-data-title">
      <h2 id="account-data-title" className="form-section__title">
        <Trans>Мои данные</Trans>
      </h2>
      <p className="form-section__hint">
        <Trans>
          Файл JSON со всем, что хранит ваш аккаунт: профиль, объявления с фото, избранное, ваши сообщения в чатах,
          отклики на объявления, оплаты (без номеров карт), отзывы и обращения. Как мы храним данные, сказано в{" "}
          <Link to={pathOf("page.privacy-policy", locale)}>политике конфиденциальности</Link>.
        </Trans>
      </p>
      <p className="form-actions">
        <button type="button" className="button button--secondary" onClick={() => void download()} disabled={busy}>
          {busy ? <Trans>Готовим файл…</Trans> : <Trans>Скачать мои данные</Trans>}
        </button>
        {done ? (
          <span role="status" className="form-actions__note">
            <Trans>Файл скачан</Trans>
          </span>
        ) : null}
      </p>
      <FormAlert message={failure} />
    </section>
  );
}

function SettingsForm({ initial, phone, email }: { initial: Settings; phone: string | null; email: string | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const save = useMutation(saveSettingsMutation(locale));
  const translateError = useTranslateError();
  const tree = useQuery(locationTreeQuery(locale));
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Settings>({ resolver: zodResolver(settingsSchema), defaultValues: initial });
  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    setFailure(null);
    try {
      await save.mutateAsync(values);
      setSaved(true);
      // A new interface language: the same page in it.
      if (values.locale !== locale) await router.navigate({ href: pathOf("profile.settings", values.locale) });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, messages] of Object.entries(error.fieldErrors)) {
          if (messages[0] && (name === "name" || name === "city")) form.setError(name, { message: messages[0] });
        }
      }
      setFailure(error instanceof ApiError ? error.message : t`Не удалось сохранить. Попробуйте ещё раз.`);
    }
  });
  return (
    <form className="post-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className="form-section">
        <legend className="form-section__title">{t`Профиль`}</legend>
        <div className="form-grid">
          <Field label={t`Имя`} required error={translateError(form.formState.errors.name?.message)}>
            {(aria) => <input {...aria} {...form.register("name")} className="input" autoComplete="name" />}
          </Field>
          <Field label={t`Телефон`}>
            {(aria) => <input {...aria} className="input" value={phone ?? "—"} readOnly />}
          </Field>
          <Field label={t`Почта`}>
            {(aria) => <input {...aria} className="input" value={email ?? "—"} readOnly />}
          </Field>
          <Field label={t`Язык интерфейса`}>
            {(aria) => (
              <select {...aria} {...form.register("locale")} className="input">
                {LOCALES.map((item) => (
                  <option key={item} value={item}>
                    {LOCALE_NATIVE_NAMES[item]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t`Мой город`} error={translateError(form.formState.errors.city?.message)}>
            {(aria) => (
              <select
                {...aria}
                {...form.register("city", { setValueAs: (value: string) => (value === "" ? null : value) })}
                className="input"
              >
                <option value="">{t`Все города США`}</option>
                {(tree.data?.data ?? []).map((state) => (
                  <optgroup key={state.id} label={state.name}>
                    <option value={state.slug}>{state.name}</option>
                    {state.children.map((city) => (
                      <option key={city.id} value={city.slug}>
                        {city.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            )}
          </Field>
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section__title">{t`Уведомления`}</legend>
        <label className="choice">
          <input type="checkbox" {...form.register("notifications.messages")} />
          <Trans>Новые сообщения в чате</Trans>
        </label>
        <label className="choice">
          <input type="checkbox" {...form.register("notifications.answers")} />
          <Trans>Отклики на мои объявления</Trans>
        </label>
        <label className="choice">
          <input type="checkbox" {...form.register("notifications.news")} />
          <Trans>Новости и предложения Obyava</Trans>
        </label>
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
          <Trans>Сохранить</Trans>
        </button>
        {saved ? (
          <span role="status" className="form-actions__note">
            <Trans>Сохранено</Trans>
          </span>
        ) : null}
      </div>
      <FormAlert message={failure} />
    </form>
  );
}

type AccountAction = "sign-out-everywhere" | "delete-account";

/** Both end the session on this device too; each is asked first, in a dialog. */
function AccountActions({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<AccountAction | null>(null);
  const signOutEverywhere = useMutation(signOutEverywhereMutation(locale));
  const deleteAccount = useMutation(deleteAccountMutation(locale));
  async function run(action: () => Promise<unknown>) {
    await action();
    await signOut(queryClient, locale);
    await router.navigate({ href: pathOf("home", locale) });
  }
  return (
    <section className="form-section" aria-labelledby="account-title">
      <h2 id="account-title" className="form-section__title">
        <Trans>Аккаунт</Trans>
      </h2>
      <p className="form-actions">
        <button type="button" className="button button--secondary" onClick={() => setAsking("sign-out-everywhere")}>
          <Trans>Выйти на всех устройствах</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary button--danger"
          onClick={() => setAsking("delete-account")}
        >
          <Trans>Удалить аккаунт</Trans>
        </button>
      </p>
      <ConfirmDialog
        open={asking === "sign-out-everywhere"}
        title={t`Выйти на всех устройствах?`}
        confirmLabel={t`Выйти везде`}
        onConfirm={() => run(() => signOutEverywhere.mutateAsync())}
        onClose={() => setAsking(null)}
      >
        <p>
          <Trans>
            Сессии на всех телефонах и компьютерах закончатся, включая эту. Войти снова можно по номеру телефона.
          </Trans>
        </p>
      </ConfirmDialog>
      <DeleteAccountDialog
        open={asking === "delete-account"}
        onConfirm={async () => {
          await deleteAccount.mutateAsync();
          await signOut(queryClient, locale);
          onDeleted();
        }}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}
