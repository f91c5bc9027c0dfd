import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useId, useState, type SyntheticEvent } from "react";
import type { PostListParams } from "./api";
import { LISTING_SEARCH } from "./listing-route";

type Filters = Pick<
  PostListParams,
  "q" | "price_min" | "price_max" | "route_type" | "property_type" | "deal" | "employment_type"
>;

const MONEY_SECTIONS = ["job", "cdl", "no-cdl", "properties", "rent-sale", "business", "afisha"];

/** The search box and the filters that fit the section; applying them starts again from page 1. */
export function ListingFilters({
  params,
  fixedPropertyType = false,
}: {
  params: PostListParams;
  fixedPropertyType?: boolean;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const section = params.section ?? "";
  const [values, setValues] = useState<Filters>({
    q: params.q,
    price_min: params.price_min,
    price_max: params.price_max,
    route_type: params.route_type,
    property_type: params.property_type,
    deal: params.deal,
    employment_type: params.employment_type,
  });
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => setValues((old) => ({ ...old, [key]: value }));
  const number = (raw: string) => (raw === "" || Number.isNaN(Number(raw)) ? undefined : Number(raw));
  // The listing's own search readers turn a select's value into its type ("" and strangers into undefined).
  const shape = LISTING_SEARCH;

  const apply = (event: SyntheticEvent) => {
    event.preventDefault();
    // Undefined filters leave the URL; the page starts again at 1.
    void navigate({ to: ".", search: { ...values }, resetScroll: false });
  };
  const reset = () => {
    setValues({});
    void navigate({ to: ".", search: {}, resetScroll: false });
  };

  return (
    // Named fields: before the app has started, the browser submits the same search itself (a GET of this page).
    <form className="filters" role="search" aria-label={t`Поиск и фильтры`} onSubmit={apply}>
      <div className="filters__search">
        <label className="visually-hidden" htmlFor={`${id}-q`}>
          <Trans>Поиск по объявлениям</Trans>
        </label>
        <input
          id={`${id}-q`}
          name="q"
          className="input"
          type="search"
          enterKeyHint="search"
          placeholder={t`Например: водитель CDL, сиделка, 1 bedroom`}
          value={values.q ?? ""}
          onChange={(event) => set("q", event.target.value || undefined)}
        />
        <button type="submit" className="button button--primary">
          <Trans>Найти</Trans>
        </button>
      </div>
      <div className="filters__row">
        {section === "cdl" || section === "no-cdl" ? (
          <label className="filters__field">
            <span>
              <Trans>Маршрут</Trans>
            </span>
            <select
              className="input"
              name="route_type"
              value={values.route_type ?? ""}
              onChange={(event) => set("route_type", shape.route_type(event.target.value))}
            >
              <option value="">{t`Любой`}</option>
              <option value="otr">{t`OTR (дальние рейсы)`}</option>
              <option value="regional">{t`Региональный`}</option>
              <option value="local">{t`Локальный`}</option>
            </select>
          </label>
        ) : null}
        {section === "job" ? (
          <label className="filters__field">
            <span>
              <Trans>Занятость</Trans>
            </span>
            <select
              className="input"
              name="employment_type"
              value={values.employment_type ?? ""}
              onChange={(event) => set("employment_type", shape.employment_type(event.target.value))}
            >
              <option value="">{t`Любая`}</option>
              <option value="full_time">{t`Полная`}</option>
              <option value="part_time">{t`Частичная`}</option>
              <option value="contract">{t`Контракт`}</option>
            </select>
          </label>
        ) : null}
        {section === "properties" || section === "rent-sale" ? (
          <label className="filters__field">
            <span>
              <Trans>Сделка</Trans>
            </span>
            <select
              className="input"
              name="deal"
              value={values.deal ?? ""}
              onChange={(event) => set("deal", shape.deal(event.target.value))}
            >
              <option value="">{t`Аренда и продажа`}</option>
              <option value="rent">{t`Аренда`}</option>
              <option value="sale">{t`Продажа`}</option>
            </select>
          </label>
        ) : null}
        {section === "properties" && !fixedPropertyType ? (
          <label className="filters__field">
            <span>
              <Trans>Тип жилья</Trans>
            </span>
            <select
              className="input"
              name="property_type"
              value={values.property_type ?? ""}
              onChange={(event) => set("property_type", shape.property_type(event.target.value))}
            >
              <option value="">{t`Любой`}</option>
              <option value="apartment">{t`Квартира`}</option>
              <option value="house">{t`Дом`}</option>
              <option value="townhouse">{t`Таунхаус`}</option>
              <option value="room">{t`Комната`}</option>
              <option value="commercial">{t`Коммерческая`}</option>
              <option value="land">{t`Участок`}</option>
            </select>
          </label>
        ) : null}
        {MONEY_SECTIONS.includes(section) ? (
          <>
            <label className="filters__field filters__field--money">
              <span>
                <Trans>Цена от, $</Trans>
              </span>
              <input
                className="input"
                type="number"
                name="price_min"
                inputMode="decimal"
                min={0}
                value={values.price_min ?? ""}
                onChange={(event) => set("price_min", number(event.target.value))}
              />
            </label>
            <label className="filters__field filters__field--money">
              <span>
                <Trans>до, $</Trans>
              </span>
              <input
                className="input"
                type="number"
                name="price_max"
                inputMode="decimal"
                min={0}
                value={values.price_max ?? ""}
                onChange={(event) => set("price_max", number(event.target.value))}
              />
            </label>
          </>
        ) : null}
        <button type="button" className="link-button filters__reset" onClick={reset}>
          <Trans>Сбросить</Trans>
        </button>
      </div>
    </form>
  );
}
