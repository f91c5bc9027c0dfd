import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { LOCALE_TAGS } from "../../../shared/locales";
import { useLocale } from "../../lib/useLocale";
import { usePostHref } from "../../lib/usePostHref";
import { statisticQuery, type AdAccess } from "./api";
import { QueryView } from "../../ui/QueryView";
import "../../ui/forms.css";
import { dateTimeFormat } from "../../lib/intl";

interface Day {
  day: string;
  views: number;
  phone_reveals: number;
  favourites: number;
}

const WIDTH = 600;
const HEIGHT = 180;

/** Views as bars, phone reveals and favourites as lines, with the table beside for screen readers. */
function Chart({ days, label }: { days: Day[]; label: string }) {
  const max = Math.max(1, ...days.map((day) => Math.max(day.views, day.phone_reveals, day.favourites)));
  const step = WIDTH / Math.max(1, days.length);
  const y = (value: number) => HEIGHT - (value / max) * (HEIGHT - 10);
  const line = (key: "phone_reveals" | "favourites") =>
    days
      .map(
        (day, index) => `${index === 0 ? "M" : "L"}${(index * step + step / 2).toFixed(1)},${y(day[key]).toFixed(1)}`,
      )
      .join(" ");
  return (
    <svg
      className="stats-chart"
      viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="none"
    >
      {days.map((day, index) => (
        <rect
          key={day.day}
          x={index * step + 2}
          y={y(day.views)}
          width={Math.max(1, step - 4)}
          height={HEIGHT - y(day.views)}
          className="stats-chart__views"
        />
      ))}
      <path d={line("phone_reveals")} className="stats-chart__reveals" />
      <path d={line("favourites")} className="stats-chart__favourites" />
    </svg>
  );
}

/** /statistic: an ad's views, phone reveals and favourites by day over the last 30 days. */
export function StatisticPage({ access }: { access: AdAccess }) {
  const { t } = useLingui();
  const locale = useLocale();
  const href = usePostHref();
  const stats = useQuery(statisticQuery(locale, access));
  const dayFormat = dateTimeFormat(LOCALE_TAGS[locale], { day: "numeric", month: "short", timeZone: "UTC" });
  return (
    <section className="page-section" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Статистика объявления</Trans>
      </h1>
      <QueryView query={stats}>
        {({ data: found }) => (
          <>
            <p>
              <Link to={href(found.post)}>{found.post.title}</Link>
            </p>
            <dl className="stats-totals">
              <div>
                <dt>{t`Просмотры`}</dt>
                <dd>{found.totals.views}</dd>
              </div>
              <div>
                <dt>{t`Показы телефона`}</dt>
                <dd>{found.totals.phone_reveals}</dd>
              </div>
              <div>
                <dt>{t`В избранном`}</dt>
                <dd>{found.totals.favourites}</dd>
              </div>
            </dl>
            <Chart
              days={found.days}
              label={t`График за 30 дней: столбцы — просмотры, линии — показы телефона и избранное`}
            />
            <p className="stats-legend">
              <span className="stats-legend__views">{t`Просмотры`}</span>
              <span className="stats-legend__reveals">{t`Показы телефона`}</span>
              <span className="stats-legend__favourites">{t`В избранном`}</span>
            </p>
            <details>
              <summary>{t`По дням`}</summary>
              <table className="stats-table">
                <thead>
                  <tr>
                    <th scope="col">{t`День`}</th>
                    <th scope="col">{t`Просмотры`}</th>
                    <th scope="col">{t`Показы телефона`}</th>
                    <th scope="col">{t`В избранном`}</th>
                  </tr>
                </thead>
                <tbody>
                  {found.days.map((day) => (
                    <tr key={day.day}>
                      <th scope="row">{dayFormat.format(new Date(`${day.day}T00:00:00Z`))}</th>
                      <td>{day.views}</td>
                      <td>{day.phone_reveals}</td>
                      <td>{day.favourites}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </QueryView>
    </section>
  );
}
