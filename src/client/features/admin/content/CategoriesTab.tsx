import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState, type SyntheticEvent } from "react";
import type { z } from "zod";
import type { adminCategorySchema } from "../../../../shared/contract/admin";
import type { LocalizedText } from "../../../../shared/contract/common";
import { LOCALE_NATIVE_NAMES, LOCALE_TAGS, LOCALES } from "../../../../shared/locales";
import { useLocale } from "../../../lib/useLocale";
import { Button } from "../../../ui/Button";
import { Field } from "../../../ui/Field";
import { FormAlert } from "../../../ui/FormAlert";
import { Modal } from "../../../ui/Modal";
import { sectionsQuery } from "../../../api/sections";
import { addCategoryMutation, adminCategoriesQuery, saveCategoryMutation } from "./api";
import { AdminOnlyNote, fieldErrorOf, NumberField, ReadState, TabHeader, useCanEdit, useFailureText } from "./common";
import "../../../ui/forms.css";
import "./admin-content.css";

type AdminCategory = z.infer<typeof adminCategorySchema>;
/** The dialog edits a category, or adds one to the section shown. */
type Editing = { kind: "edit"; category: AdminCategory } | { kind: "new"; section: string };

/** The console's «Категории»: each section's categories with their names in the four languages. */
export function CategoriesTab() {
  const { t } = useLingui();
  const locale = useLocale();
  const canEdit = useCanEdit();
  const categories = useQuery(adminCategoriesQuery(locale));
  const sections = useQuery(sectionsQuery(locale));
  const [picked, setPicked] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);

  const rows = categories.data?.data ?? [];
  // Every section of the site, so a section without categories yet can get its first one.
  const slugs = [
    ...new Set([...(sections.data?.data.map((item) => item.slug) ?? []), ...rows.map((row) => row.section)]),
  ];
  const section = picked ?? slugs[0] ?? "";
  const sectionName = (slug: string) => sections.data?.data.find((item) => item.slug === slug)?.name ?? slug;
  const shown = rows.filter((row) => row.section === section);

  return (
    <section className="admin-content" aria-labelledby="admin-categories-title">
      <TabHeader title={<span id="admin-categories-title">{t`Категории`}</span>}>
        <Trans>Названия категорий на четырёх языках и их порядок. Изменения сразу видны на сайте.</Trans>
      </TabHeader>
      {canEdit ? null : <AdminOnlyNote />}
      <ReadState error={categories.error} loading={categories.isPending} />
      {categories.data ? (
        <>
          <div className="admin-content__toolbar">
            <Field label={t`Раздел`}>
              {(control) => (
                <select
                  {...control}
                  className="input"
                  value={section}
                  onChange={(event) => setPicked(event.target.value)}
                >
                  {slugs.map((slug) => (
                    <option key={slug} value={slug}>
                      {sectionName(slug)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {canEdit ? (
              <Button variant="primary" onClick={() => setEditing({ kind: "new", section })}>
                <Trans>Добавить категорию</Trans>
              </Button>
            ) : null}
          </div>
          {shown.length === 0 ? (
            <p className="admin-content__muted">
              <Trans>В этом разделе пока нет категорий.</Trans>
            </p>
          ) : null}
          <ul className="admin-list">
            {shown.map((row) => (
              <li key={row.id} className="admin-list__item">
                <div className="admin-list__main">
                  <p className="admin-list__title">{row.name[locale]}</p>
                  <p className="admin-list__meta">
                    <span>/{row.slug}</span>
                    <span>
                      <Trans>Порядок: {row.sort}</Trans>
                    </span>
                    <span>
                      <Trans>Объявлений: {row.ads}</Trans>
                    </span>
                  </p>
                  <p className="admin-list__names">
                    {LOCALES.filter((other) => other !== locale).map((other) => (
                      <span key={other} lang={LOCALE_TAGS[other]}>
                        {other.toUpperCase()}: {row.name[other]}
                      </span>
                    ))}
                  </p>
                </div>
                {canEdit ? (
                  <Button
                    onClick={() => setEditing({ kind: "edit", category: row })}
                    aria-label={t`Изменить категорию «${row.name[locale]}»`}
                  >
                    <Trans>Изменить</Trans>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {editing ? (
        <CategoryDialog
          editing={editing}
          sectionName={sectionName(editing.kind === "edit" ? editing.category.section : editing.section)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

const EMPTY_NAMES: LocalizedText = { ru: "", ua: "", pl: "", en: "" };

function CategoryDialog({
  editing,
  sectionName,
  onClose,
}: {
  editing: Editing;
  sectionName: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const failure = useFailureText();
  const save = useMutation(saveCategoryMutation(locale));
  const add = useMutation(addCategoryMutation(locale));
  const current = editing.kind === "edit" ? editing.category : null;
  const [names, setNames] = useState<LocalizedText>(current?.name ?? EMPTY_NAMES);
  const [sort, setSort] = useState(String(current?.sort ?? 100));
  const [slug, setSlug] = useState("");
  const pending = save.isPending || add.isPending;
  const error = save.error ?? add.error;
  const title = current ? t`Категория «${current.name[locale]}»` : t`Новая категория: ${sectionName}`;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { name: names, sort: Number(sort) };
    if (current) save.mutate({ id: current.id, body }, { onSuccess: onClose });
    else if (editing.kind === "new") add.mutate({ ...body, section: editing.section, slug }, { onSuccess: onClose });
  };

  return (
    <Modal open onClose={onClose} title={title} closable={!pending}>
      <h2 className="modal__title">{title}</h2>
      <form className="admin-content__form" onSubmit={submit} noValidate>
        {current ? null : (
          <Field
            label={t`Адрес (латиницей)`}
            hint={t`Часть ссылки: строчные латинские буквы, цифры и дефисы, например «dry-van».`}
            required
            error={fieldErrorOf(error, "slug")}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                value={slug}
                maxLength={60}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setSlug(event.target.value)}
              />
            )}
          </Field>
        )}
        {LOCALES.map((name) => (
          <Field
            key={name}
            label={t`Название: ${LOCALE_NATIVE_NAMES[name]}`}
            required
            error={fieldErrorOf(error, `name.${name}`)}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                lang={LOCALE_TAGS[name]}
                value={names[name]}
                maxLength={80}
                onChange={(event) => {
                  const next = event.target.value;
                  setNames((kept) => ({ ...kept, [name]: next }));
                }}
              />
            )}
          </Field>
        ))}
        <NumberField
          label={t`Порядок в меню`}
          hint={t`Меньше — выше.`}
          error={fieldErrorOf(error, "sort")}
          value={sort}
          min={0}
          max={10000}
          onChange={setSort}
        />
        <FormAlert message={error ? failure(error) : null} />
        <div className="admin-content__actions">
          <Button onClick={onClose} disabled={pending}>
            <Trans>Отмена</Trans>
          </Button>
          <Button type="submit" variant="primary" loading={pending}>
            {current ? <Trans>Сохранить</Trans> : <Trans>Добавить</Trans>}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
