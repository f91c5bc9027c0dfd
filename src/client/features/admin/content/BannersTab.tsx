import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState, type SyntheticEvent } from "react";
import type { z } from "zod";
import type { adminBannerSchema } from "../../../../shared/contract/admin";
import { LOCALE_TAGS } from "../../../../shared/locales";
import { useLocale } from "../../../lib/useLocale";
import { Button } from "../../../ui/Button";
import { Field } from "../../../ui/Field";
import { FormAlert } from "../../../ui/FormAlert";
import { Modal } from "../../../ui/Modal";
import { usePlacementNames } from "../../../ui/banner-placement-names";
import { adminBannersQuery, stopBannerMutation } from "./api";
import { fieldErrorOf, ReadState, TabHeader, useFailureText } from "./common";
import "../../../ui/forms.css";
import "./admin-content.css";

type AdminBanner = z.infer<typeof adminBannerSchema>;

/** The console's «Баннеры»: every campaign with its figures; a moderator stops one with a reason. */
export function BannersTab() {
  const { t } = useLingui();
  const locale = useLocale();
  const banners = useQuery(adminBannersQuery(locale));
  const [stopping, setStopping] = useState<AdminBanner | null>(null);
  // A banner that had not ended when the list was read (running or still to come) can be stopped.
  const readAt = banners.dataUpdatedAt;
  const placements: Record<string, string> = usePlacementNames();
  const day = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium" }).format(new Date(iso)) : "…";
  const dates = (banner: AdminBanner) =>
    banner.starts_on === null && banner.ends_on === null
      ? t`Без срока`
      : `${day(banner.starts_on)} – ${day(banner.ends_on)}`;

  return (
    <section className="admin-content" aria-labelledby="admin-banners-title">
      <TabHeader title={<span id="admin-banners-title">{t`Баннеры`}</span>}>
        <Trans>Все кампании, их показы и переходы. Остановленный баннер сразу пропадает с сайта.</Trans>
      </TabHeader>
      <ReadState error={banners.error} loading={banners.isPending} />
      {banners.data?.data.length === 0 ? (
        <p className="admin-content__muted">
          <Trans>Баннеров пока нет.</Trans>
        </p>
      ) : null}
      <ul className="admin-list">
        {banners.data?.data.map((banner) => (
          <li key={banner.id} className="admin-list__item">
            <div className="admin-list__main">
              <p className="admin-list__title">
                {banner.title}{" "}
                <span className={banner.active ? "admin-badge admin-badge--on" : "admin-badge"}>
                  {banner.active ? <Trans>Показывается</Trans> : <Trans>Не показывается</Trans>}
                </span>
              </p>
              <p className="admin-list__meta">
                <span>{placements[banner.placement] ?? banner.placement}</span>
                <span>{dates(banner)}</span>
                <span>{banner.owner?.name ?? t`Баннер сайта`}</span>
              </p>
              <p className="admin-list__meta">
                <span>
                  <Trans>Показы: {banner.impressions}</Trans>
                </span>
                <span>
                  <Trans>Переходы: {banner.clicks}</Trans>
                </span>
                {/^(https:\/\/|\/(?!\/))/.test(banner.link) ? (
                  <a className="admin-list__link" href={banner.link} target="_blank" rel="noopener noreferrer nofollow">
                    <Trans>Ссылка баннера</Trans>
                  </a>
                ) : null}
              </p>
            </div>
            {banner.ends_on === null || Date.parse(banner.ends_on) > readAt ? (
              <Button onClick={() => setStopping(banner)} aria-label={t`Остановить баннер «${banner.title}»`}>
                <Trans>Остановить</Trans>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {stopping ? <StopDialog banner={stopping} onClose={() => setStopping(null)} /> : null}
    </section>
  );
}

function StopDialog({ banner, onClose }: { banner: AdminBanner; onClose: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const failure = useFailureText();
  const stop = useMutation(stopBannerMutation(locale));
  const [reason, setReason] = useState("");
  const title = t`Остановить баннер «${banner.title}»?`;
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    stop.mutate({ id: banner.id, reason }, { onSuccess: onClose });
  };
  return (
    <Modal open onClose={onClose} title={title} narrow closable={!stop.isPending}>
      <h2 className="modal__title">{title}</h2>
      <form className="admin-content__form" onSubmit={submit} noValidate>
        <p>
          <Trans>Баннер перестанет показываться на всех страницах. Причина попадёт в журнал действий.</Trans>
        </p>
        <Field label={t`Причина`} required error={fieldErrorOf(stop.error, "reason")}>
          {(control) => (
            <textarea
              {...control}
              className="input textarea"
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        <FormAlert message={stop.error && !fieldErrorOf(stop.error, "reason") ? failure(stop.error) : null} />
        <div className="admin-content__actions">
          <Button onClick={onClose} disabled={stop.isPending}>
            <Trans>Отмена</Trans>
          </Button>
          <Button type="submit" variant="primary" className="button--danger-solid" loading={stop.isPending}>
            <Trans>Остановить</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
