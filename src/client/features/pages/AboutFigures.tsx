import { Plural, Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { LOCALE_TAGS } from "../../../shared/locales";
import { numberFormat } from "../../lib/intl";
import { useLocale } from "../../lib/useLocale";
import { siteFiguresQuery } from "./api";

/** The site as it is today, counted by the server: ads on show, cities they are in, sections, languages. */
export function AboutFigures() {
  const locale = useLocale();
  const figures = useQuery(siteFiguresQuery(locale)).data?.data;
  if (!figures) return null;
  const number = (value: number) => numberFormat(LOCALE_TAGS[locale]).format(value);
  const items = [
    {
      key: "ads",
      value: figures.active_ads,
      label: (
        <Plural
          value={figures.active_ads}
          one="объявление сейчас на сайте"
          few="объявления сейчас на сайте"
          many="объявлений сейчас на сайте"
          other="объявления сейчас на сайте"
        />
      ),
    },
    {
      key: "cities",
      value: figures.cities,
      label: (
        <Plural
          value={figures.cities}
          one="город США с объявлениями"
          few="города США с объявлениями"
          many="городов США с объявлениями"
          other="города США с объявлениями"
        />
      ),
    },
    {
      key: "sections",
      value: figures.sections,
      label: (
        <Plural
          value={figures.sections}
          one="раздел: работа, жильё, авто и другие"
          few="раздела: работа, жильё, авто и другие"
          many="разделов: работа, жильё, авто и другие"
          other="раздела: работа, жильё, авто и другие"
        />
      ),
    },
    {
      key: "languages",
      value: figures.languages,
      label: (
        <Plural
          value={figures.languages}
          one="язык сайта"
          few="языка сайта: русский, украинский, польский, английский"
          many="языков сайта"
          other="языка сайта"
        />
      ),
    },
  ];
  return (
    <section className="figures" aria-labelledby="figures-title">
      <h2 id="figures-title" className="visually-hidden">
        <Trans>Obyava в цифрах</Trans>
      </h2>
      <dl className="figures__list">
        {items.map((item) => (
          <div key={item.key} className="figures__item">
            <dt className="figures__label">{item.label}</dt>
            <dd className="figures__value">{number(item.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
