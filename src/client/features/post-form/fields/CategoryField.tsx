import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Controller, useFormContext } from "react-hook-form";
import type { SectionSlug } from "../../../../shared/contract/sections";
import { useLocale } from "../../../lib/useLocale";
import { sectionsQuery } from "../../../api/sections";
import { useTranslateError } from "../../../lib/useTranslateError";
import type { PostFormValues } from "../../../lib/post-form-values";

/** The section's categories as checkboxes: at least one. */
export function CategoryField({ section }: { section: SectionSlug }) {
  const { t } = useLingui();
  const locale = useLocale();
  const translateError = useTranslateError();
  const { control, formState } = useFormContext<PostFormValues>();
  const sections = useQuery(sectionsQuery(locale));
  const categories = sections.data?.data.find((item) => item.slug === section)?.categories ?? [];
  const error = translateError(formState.errors.categoryIds?.message);
  if (sections.isSuccess && categories.length === 0) return null;
  return (
    <Controller
      control={control}
      name="categoryIds"
      render={({ field }) => (
        <fieldset
          className={`form-section${error ? " field--invalid" : ""}`}
          aria-describedby={error ? "category-error" : undefined}
        >
          <legend className="form-section__title">
            {t`Категория`}
            <span className="field__required" aria-hidden="true">
              {" "}
              *
            </span>
          </legend>
          <div className="choice-row">
            {categories.map((category) => (
              <label key={category.id} className="choice choice--chip">
                <input
                  type="checkbox"
                  checked={field.value.includes(category.id)}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? [...field.value, category.id]
                        : field.value.filter((id) => id !== category.id),
                    )
                  }
                />
                {category.name}
              </label>
            ))}
          </div>
          {error ? (
            <p className="field__error" id="category-error" role="alert">
              {error}
            </p>
          ) : null}
        </fieldset>
      )}
    />
  );
}
