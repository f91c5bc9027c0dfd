import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState, type SyntheticEvent } from "react";
import type { z } from "zod";
import type { moderationSettingsSchema } from "../../../../shared/contract/admin";
import { useLocale } from "../../../lib/useLocale";
import { Button } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { saveSettingsMutation, settingsQuery } from "./api";
import { AdminOnlyNote, fieldErrorOf, NumberField, ReadState, TabHeader, useCanEdit, useFailureText } from "./common";
import "../../../ui/forms.css";
import "./admin-content.css";

type Settings = z.infer<typeof moderationSettingsSchema>;
type Key = keyof Settings;

/** The console's «Настройки»: the numbers moderation runs by, changed without a deploy. */
export function SettingsTab() {
  const { t } = useLingui();
  const locale = useLocale();
  const settings = useQuery(settingsQuery(locale));
  return (
    <section className="admin-content" aria-labelledby="admin-settings-title">
      <TabHeader title={<span id="admin-settings-title">{t`Настройки модерации`}</span>}>
        <Trans>Числа, по которым работают жалобы, доверие к авторам и ограничения частоты.</Trans>
      </TabHeader>
      <ReadState error={settings.error} loading={settings.isPending} />
      {settings.data ? <SettingsForm saved={settings.data.data} /> : null}
    </section>
  );
}

function SettingsForm({ saved }: { saved: Settings }) {
  const { t } = useLingui();
  const locale = useLocale();
  const canEdit = useCanEdit();
  const failure = useFailureText();
  const save = useMutation(saveSettingsMutation(locale));
  const [values, setValues] = useState<Record<Key, string>>({
    report_hide_threshold: String(saved.report_hide_threshold),
    trusted_approved_ads: String(saved.trusted_approved_ads),
    ads_per_day: String(saved.ads_per_day),
    messages_per_hour: String(saved.messages_per_hour),
  });
  const fields: { key: Key; label: string; hint: string; min: number; max: number }[] = [
    {
      key: "report_hide_threshold",
      label: t`Жалоб, чтобы скрыть объявление`,
      hint: t`Столько жалоб от разных людей скрывают объявление до проверки.`,
      min: 1,
      max: 100,
    },
    {
      key: "trusted_approved_ads",
      label: t`Одобренных объявлений для доверия`,
      hint: t`После стольких одобренных объявлений без подтверждённых жалоб автор публикует сразу.`,
      min: 0,
      max: 1000,
    },
    {
      key: "ads_per_day",
      label: t`Объявлений в день`,
      hint: t`С одного аккаунта, телефона, устройства или адреса.`,
      min: 1,
      max: 1000,
    },
    {
      key: "messages_per_hour",
      label: t`Сообщений в чате в час`,
      hint: t`С одного аккаунта, устройства или адреса.`,
      min: 1,
      max: 10000,
    },
  ];
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = Object.fromEntries(fields.map(({ key }) => [key, Number(values[key])])) as Settings;
    save.mutate(body);
  };
  return (
    <form className="admin-content__form admin-content__card" onSubmit={submit} noValidate>
      {canEdit ? null : <AdminOnlyNote />}
      <div className="admin-content__grid">
        {fields.map(({ key, label, hint, min, max }) => (
          <NumberField
            key={key}
            label={label}
            hint={hint}
            error={fieldErrorOf(save.error, key)}
            value={values[key]}
            min={min}
            max={max}
            readOnly={!canEdit}
            onChange={(next) => setValues((current) => ({ ...current, [key]: next }))}
          />
        ))}
      </div>
      <FormAlert message={save.error ? failure(save.error) : null} />
      {save.isSuccess ? (
        <p className="admin-content__saved" role="status">
          <Trans>Настройки сохранены и уже действуют.</Trans>
        </p>
      ) : null}
      {canEdit ? (
        <div className="admin-content__actions">
          <Button type="submit" variant="primary" loading={save.isPending}>
            <Trans>Сохранить</Trans>
          </Button>
        </div>
      ) : null}
    </form>
  );
}
