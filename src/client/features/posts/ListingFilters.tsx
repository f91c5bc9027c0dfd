import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useId, useState, type SyntheticEvent } from "react";
import type { PostListParams } from "./api";
import { LISTING_SEARCH } from "./listing-route";
import { isSectionSlug } from "../../../shared/contract/slugs";
import { CHOICE_FILTER_NAMES, SECTIONS, type ChoiceFilters } from "../../../shared/sections";
import { choiceFiltersOf } from "../../../shared/sections/filters";

type Filters = Pick<PostListParams, "q" | "price_min" | "price_max" | keyof ChoiceFilters>;

/** The search box and the filters that fit the section; applying them starts again from page 1. */
export function ListingFilters({
  params,
  fixedPropertyType = false,
}: {
  params: PostListParams;
  fixedPropertyType?: boolean;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const section = params.section ?? "";
  const [values, setValues] = useState<Filters>(() => ({
    q: params.q,
    price_min: params.price_min,
    price_max: params.price_max,
    ...Object.fromEntries(CHOICE_FILTER_NAMES.map((name) => [name, params[name]])),
  }));
  // The section's fields that filter its listing (a property-type page has its type already), and its price.
  const slug = isSectionSlug(section) ? section : null;
  const choices = slug
    ? choiceFiltersOf(slug).filter(([name]) => !(fixedPropertyType && name === "property_type"))
    : [];
  const hasPrice = slug !== null && SECTIONS[slug].price !== undefined;
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
        {choices.map(([name, field]) => (
          <label key={name} className="filters__field">
            <span>{i18n._(field.filter?.label ?? field.label)}</span>
            <select
              className="input"
              name={name}
              value={values[name] ?? ""}
              onChange={(event) => set(name, shape[name](event.target.value))}
            >
              {field.filter ? <option value="">{i18n._(field.filter.any)}</option> : null}
              {Object.entries(field.options).map(([value, label]) => (
                <option key={value} value={value}>
                  {typeof label === "string" ? label : i18n._(label)}
                </option>
              ))}
            </select>
          </label>
        ))}
        {hasPrice
          ? (
              [
                ["price_min", t`Цена от, $`],
                ["price_max", t`до, $`],
              ] as const
            ).map(([name, label]) => (
              <label key={name} className="filters__field filters__field--money">
                <span>{label}</span>
                <input
                  className="input"
                  type="number"
                  name={name}
                  inputMode="decimal"
                  min={0}
                  value={values[name] ?? ""}
                  onChange={(event) => set(name, number(event.target.value))}
                />
              </label>
            ))
          : null}
        <button type="button" className="link-button filters__reset" onClick={reset}>
          <Trans>Сбросить</Trans>
        </button>
      </div>
    </form>
  );
}
