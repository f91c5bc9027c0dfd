import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useId, useState, type SyntheticEvent } from "react";
import type { PostListParams } from "../../api/posts";
import { LISTING_SEARCH } from "./listing-route";
import { CHOICE_FILTER_NAMES } from "../../../shared/sections";
import { listingFilterFields, type Filters } from "./filter-fields";

/**
 * The listing's words and the filters that fit the section, one under another (the sidebar on wide screens, the
 * filter sheet on phones); applying them starts again from page 1.
 */
export function ListingFilters({
  params,
  fixedPropertyType = false,
  onApplied,
}: {
  params: PostListParams;
  fixedPropertyType?: boolean;
  /** After the listing was asked for with the new filters (the sheet closes). */
  onApplied?: () => void;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const [values, setValues] = useState<Filters>(() => ({
    q: params.q,
    price_min: params.price_min,
    price_max: params.price_max,
    ...Object.fromEntries(CHOICE_FILTER_NAMES.map((name) => [name, params[name]])),
  }));
  const { choices, hasPrice } = listingFilterFields(params.section, fixedPropertyType);
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => setValues((old) => ({ ...old, [key]: value }));
  const number = (raw: string) => (raw === "" || Number.isNaN(Number(raw)) ? undefined : Number(raw));
  // The listing's own search readers turn a select's value into its type ("" and strangers into undefined).
  const shape = LISTING_SEARCH;

  const apply = (event: SyntheticEvent) => {
    event.preventDefault();
    // Undefined filters leave the URL; the page starts again at 1.
    void navigate({ to: ".", search: { ...values }, resetScroll: false });
    onApplied?.();
  };
  const reset = () => {
    setValues({});
    void navigate({ to: ".", search: {}, resetScroll: false });
    onApplied?.();
  };

  return (
    // Named fields: before the app has started, the browser submits the same search itself (a GET of this page).
    <form className="filters" role="search" aria-label={t`Поиск и фильтры`} onSubmit={apply}>
      <label className="filters__field" htmlFor={`${id}-q`}>
        <span>
          <Trans>Поиск по объявлениям</Trans>
        </span>
        <input
          id={`${id}-q`}
          name="q"
          className="input"
          type="search"
          enterKeyHint="search"
          maxLength={100}
          placeholder={t`Например: водитель CDL, сиделка, 1 bedroom`}
          value={values.q ?? ""}
          onChange={(event) => set("q", event.target.value || undefined)}
        />
      </label>
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
      {hasPrice ? (
        <div className="filters__money">
          {(
            [
              ["price_min", t`Цена от, $`],
              ["price_max", t`до, $`],
            ] as const
          ).map(([name, label]) => (
            <label key={name} className="filters__field">
              <span>{label}</span>
              <input
                className="input"
                type="number"
                name={name}
                inputMode="decimal"
                min={0}
                max={1_000_000_000}
                value={values[name] ?? ""}
                onChange={(event) => set(name, number(event.target.value))}
              />
            </label>
          ))}
        </div>
      ) : null}
      <div className="filters__actions">
        <button type="button" className="button" onClick={reset}>
          <Trans>Сбросить</Trans>
        </button>
        <button type="submit" className="button button--primary">
          <Trans>Найти</Trans>
        </button>
      </div>
    </form>
  );
}
