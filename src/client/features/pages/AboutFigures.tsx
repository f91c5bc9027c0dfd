import { Plural, Trans } from "@lingui/react/macro";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import type { Locale } from "../../../shared/locales";
import { useLocale } from "../../lib/useLocale";
import { apiGet } from "../../lib/api";

/** Counted by the server every few minutes; loaded with /about's drawing only, never on other pages. */
const siteFiguresQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ["site-figures", locale] as const,
    queryFn: ({ signal }) =>
      apiGet(
        "/v1/site-figures",
        () => import("../../../shared/contract/site-figures").then((m) => m.siteFiguresResponseSchema),
        { locale, signal },
      ),
    staleTime: 5 * 60_000,
  });

/**
 * The site as it is today, counted by the server: ads on show, cities they are in, sections, languages. The server
 * waits for the count while it draws /about, and the answer goes into the page's boot data with it.
 */
export function AboutFigures() {
  return (
    <Suspense>
      <Figures />
    </Suspense>
  );
}

function Figures() {
  const locale = useLocale();
  const { active_ads: ads, cities, sections, languages } = useSuspenseQuery(siteFiguresQuery(locale)).data.data;
  const figures = [
    <Plural key="ads" value={ads} one="# объявление" few="# объявления" many="# объявлений" other="# объявления" />,
    <Plural
      key="cities"
      value={cities}
      one="# город США"
      few="# города США"
      many="# городов США"
      other="# города США"
    />,
    <Plural key="sections" value={sections} one="# раздел" few="# раздела" many="# разделов" other="# раздела" />,
    <Plural key="languages" value={languages} one="# язык" few="# языка" many="# языков" other="# языка" />,
  ];
  return (
    <section className="figures" aria-labelledby="figures-title">
      <h2 id="figures-title" className="figures__title">
        <Trans>Obyava сегодня</Trans>
      </h2>
      <ul className="figures__list">
        {figures.map((figure) => (
          <li key={figure.key} className="figures__item">
            {figure}
          </li>
        ))}
      </ul>
    </section>
  );
}
