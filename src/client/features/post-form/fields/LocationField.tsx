import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Controller, useFormContext } from "react-hook-form";
import type { LocationNode } from "../../../../shared/contract/locations";
import { useTranslateError } from "../../../lib/useTranslateError";
import { useLocale } from "../../../lib/useLocale";
import { locationTreeQuery } from "../../../api/locations";
import type { PostFormValues } from "../../../lib/post-form-values";

function flatten(nodes: readonly LocationNode[]): LocationNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** Where the ad is shown: cities or whole states, picked from a list, shown as removable chips. */
export function LocationField() {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const translateError = useTranslateError();
  const { control, formState } = useFormContext<PostFormValues>();
  const tree = useQuery(locationTreeQuery(locale));
  const all = flatten(tree.data?.data ?? []);
  const error = translateError(formState.errors.locationIds?.message);
  return (
    <Controller
      control={control}
      name="locationIds"
      render={({ field }) => (
        <div className={`field${error ? " field--invalid" : ""}`}>
          <label className="field__label" htmlFor={id}>
            {t`Где показывать объявление`}
            <span className="field__required" aria-hidden="true">
              {" "}
              *
            </span>
          </label>
          <select
            id={id}
            className="input"
            value=""
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              const chosen = Number(event.target.value);
              if (chosen && !field.value.includes(chosen)) field.onChange([...field.value, chosen]);
            }}
            onBlur={field.onBlur}
          >
            <option value="">{t`Добавить город или штат…`}</option>
            {(tree.data?.data ?? []).map((state) => {
              const stateName = state.name;
              return (
                <optgroup key={state.id} label={stateName}>
                  <option value={state.id}>{t`${stateName}: весь штат`}</option>
                  {state.children.map((city) => (
                    <option key={city.id} value={city.id}>
                      {city.name}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </select>
          {field.value.length > 0 ? (
            <ul className="chip-list" aria-label={t`Выбранные города`}>
              {field.value.map((locationId) => {
                const name = all.find((node) => node.id === locationId)?.name ?? String(locationId);
                return (
                  <li key={locationId} className="chip">
                    {name}
                    <button
                      type="button"
                      className="chip__remove"
                      aria-label={t`Убрать ${name}`}
                      onClick={() => field.onChange(field.value.filter((other) => other !== locationId))}
                    >
                      ×
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {error ? (
            <p className="field__error" id={`${id}-error`} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      )}
    />
  );
}
