import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { LOCALE_TAGS } from "../../../shared/locales";
import { pathOf } from "../../../shared/routes";
import { dateTimeFormat, numberFormat } from "../../lib/intl";
import { useLocale } from "../../lib/useLocale";
import { bannerStatsQuery } from "../../api/money";
import { ProfileSection } from "../../entities/ProfileSection";
import { BannerOrderForm } from "./BannerOrderForm";
import { clickRate } from "./order";
import { usePlacementNames } from "../../ui/banner-placement-names";
import "./banners.css";

interface Day {
  day: string;
  impressions: number;
  clicks: number;
}

/** One campaign's days as rows, each with a bar of its impressions against the busiest day. */
function DaysTable({ days, caption }: { days: readonly Day[]; caption: string }) {
  const locale = useLocale();
  const tag = LOCALE_TAGS[locale];
  const dayName = dateTimeFormat(tag, { day: "numeric", month: "short", timeZone: "UTC" });
  const percent = numberFormat(tag, { maximumFractionDigits: 1 });
  const most = Math.max(1, ...days.map((day) => day.impressions));
  return (
    <table className="banner-stats__table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>День</Trans>
          </th>
          <th scope="col">
            <Trans>Показы</Trans>
          </th>
          <th scope="col">
            <Trans>Клики</Trans>
          </th>
          <th scope="col">CTR</th>
        </tr>
      </thead>
      <tbody>
        {[...days].reverse().map((day) => {
          const rate = clickRate(day.impressions, day.clicks);
          return (
            <tr key={day.day}>
              <th scope="row">{dayName.format(new Date(`${day.day}T00:00:00Z`))}</th>
              <td>
                <span className="banner-stats__bar" style={{ inlineSize: `${(day.impressions / most) * 100}%` }} />
                <span className="banner-stats__num">{day.impressions}</span>
              </td>
              <td>{day.clicks}</td>
              <td>{rate === null ? "—" : `${percent.format(rate)}%`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** /profile/banners: the buyer's banner campaigns, their dates and their impressions and clicks per day. */
export function MyBannersPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const names = usePlacementNames();
  const query = useQuery(bannerStatsQuery(locale));
  const tag = LOCALE_TAGS[locale];
  const date = dateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric" });
  const percent = numberFormat(tag, { maximumFractionDigits: 1 });
  const list = query.data?.data;
  // "Running" as of the answer, not of each render.
  const shownAt = query.dataUpdatedAt;
  const order = (
    <a className="button button--primary" href="#banner-order">
      <Trans>Заказать баннер</Trans>
    </a>
  );
  return (
    <ProfileSection current="banners">
      {query.isPending ? <p className="banner-stats__note">{t`Загрузка…`}</p> : null}
      {query.isError ? <p role="alert">{t`Не удалось загрузить данные. Попробуйте обновить страницу.`}</p> : null}
      {list && list.length === 0 ? (
        <div className="banner-stats__empty">
          <p>
            <Trans>
              У вас пока нет баннеров. Баннер покажет ваш бизнес читателям нужного штата, города и раздела; здесь вы
              увидите его показы и клики по дням.
            </Trans>
          </p>
          {order}
        </div>
      ) : null}
      {list?.length ? (
        <>
          <ul className="banner-stats">
            {list.map((banner) => {
              const impressions = banner.days.reduce((sum, day) => sum + day.impressions, 0);
              const clicks = banner.days.reduce((sum, day) => sum + day.clicks, 0);
              const rate = clickRate(impressions, clicks);
              const from = banner.starts_at ? date.format(new Date(banner.starts_at)) : "—";
              const to = banner.ends_at ? date.format(new Date(banner.ends_at)) : "—";
              const running = !banner.ends_at || Date.parse(banner.ends_at) > shownAt;
              return (
                <li key={banner.banner_id} className="banner-stats__item">
                  <div className="banner-stats__head">
                    <h2 className="banner-stats__title">{banner.title}</h2>
                    <span className={`banner-stats__status${running ? " is-running" : ""}`}>
                      {running ? t`Показывается` : t`Завершён`}
                    </span>
                  </div>
                  <p className="banner-stats__meta">
                    {names[banner.placement]} · {t`${from} — ${to}`}
                  </p>
                  <dl className="banner-stats__totals">
                    <div>
                      <dt>{t`Показы`}</dt>
                      <dd data-testid="impressions">{impressions}</dd>
                    </div>
                    <div>
                      <dt>{t`Клики`}</dt>
                      <dd data-testid="clicks">{clicks}</dd>
                    </div>
                    <div>
                      <dt>CTR</dt>
                      <dd>{rate === null ? "—" : `${percent.format(rate)}%`}</dd>
                    </div>
                  </dl>
                  {banner.days.length ? (
                    <DaysTable days={banner.days} caption={t`Показы и клики по дням: ${banner.title}`} />
                  ) : (
                    <p className="banner-stats__note">{t`Показов пока не было.`}</p>
                  )}
                </li>
              );
            })}
          </ul>
          {order}
        </>
      ) : null}
      <p className="banner-stats__note">
        <Trans>
          Цены и места показа — в <Link to={pathOf("page.kp", locale)}>предложении для рекламодателей</Link>.
        </Trans>
      </p>
      <BannerOrderForm />
    </ProfileSection>
  );
}
