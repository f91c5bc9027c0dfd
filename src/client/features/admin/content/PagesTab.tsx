import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState, type SyntheticEvent } from "react";
import type { z } from "zod";
import type { adminPageVersionSchema } from "../../../../shared/contract/admin";
import { isDocumentPage, type DocumentPage } from "../../../../shared/info-documents";
import { isLocale, LOCALE_NATIVE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from "../../../../shared/locales";
import { useLocale } from "../../../lib/useLocale";
import { Button } from "../../../ui/Button";
import { Field } from "../../../ui/Field";
import { FormAlert } from "../../../ui/FormAlert";
import { BlockList } from "../../../ui/Blocks";
import { adminPageQuery, adminPagesQuery, pagePreviewQuery, savePageMutation } from "./api";
import { AdminOnlyNote, fieldErrorOf, ReadState, TabHeader, useCanEdit, useFailureText } from "./common";
import "../../../ui/forms.css";
import "./admin-content.css";

type PageVersion = z.infer<typeof adminPageVersionSchema>;

/** How long typing pauses before the preview is drawn again. */
const PREVIEW_DELAY_MS = 400;

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The console's «Страницы»: the site's content pages, each saved as a new version with a reason. */
export function PagesTab() {
  const { t } = useLingui();
  const locale = useLocale();
  const pages = useQuery(adminPagesQuery(locale));
  const [page, setPage] = useState<DocumentPage>("faq");
  const [pageLocale, setPageLocale] = useState<Locale>(locale);
  const version = useQuery(adminPageQuery(page, pageLocale, locale));

  return (
    <section className="admin-content" aria-labelledby="admin-pages-title">
      <TabHeader title={<span id="admin-pages-title">{t`Страницы`}</span>}>
        <Trans>Тексты страниц сайта в Markdown. Сохранение добавляет новую версию, и сайт сразу показывает её.</Trans>
      </TabHeader>
      <ReadState error={pages.error} loading={pages.isPending} />
      {pages.data ? (
        <div className="admin-content__toolbar">
          <Field label={t`Страница`}>
            {(control) => (
              <select
                {...control}
                className="input"
                value={page}
                onChange={(event) => {
                  if (isDocumentPage(event.target.value)) setPage(event.target.value);
                }}
              >
                {pages.data.data.map((row) => (
                  <option key={row.page} value={row.page}>
                    /{row.page}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t`Язык страницы`}>
            {(control) => (
              <select
                {...control}
                className="input"
                value={pageLocale}
                onChange={(event) => {
                  if (isLocale(event.target.value)) setPageLocale(event.target.value);
                }}
              >
                {LOCALES.map((name) => (
                  <option key={name} value={name}>
                    {LOCALE_NATIVE_NAMES[name]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      ) : null}
      <ReadState error={version.error} loading={version.isPending} />
      {version.isSuccess ? (
        <PageEditor
          // One editor per page and language: a save's new version keeps what was typed and says it was saved.
          key={`${page} ${pageLocale}`}
          page={page}
          pageLocale={pageLocale}
          saved={version.data?.data ?? null}
        />
      ) : null}
    </section>
  );
}

function PageEditor({
  page,
  pageLocale,
  saved,
}: {
  page: DocumentPage;
  pageLocale: Locale;
  saved: PageVersion | null;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const canEdit = useCanEdit();
  const failure = useFailureText();
  const save = useMutation(savePageMutation(locale));
  const [title, setTitle] = useState(saved?.title ?? "");
  const [description, setDescription] = useState(saved?.description ?? "");
  const [body, setBody] = useState(saved?.body ?? "");
  const [reason, setReason] = useState("");
  const previewed = useSettled(body, PREVIEW_DELAY_MS);
  const preview = useQuery({ ...pagePreviewQuery(previewed, locale), enabled: previewed.trim() !== "" });
  const lang = LOCALE_TAGS[pageLocale];

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({ page, pageLocale, body: { title, description, body, reason } }, { onSuccess: () => setReason("") });
  };

  return (
    <div className="admin-pages">
      <form className="admin-content__form admin-content__card admin-pages__form" onSubmit={submit} noValidate>
        {canEdit ? null : <AdminOnlyNote />}
        <p className="admin-content__muted">
          {saved ? (
            <Trans>
              Версия {saved.version} от {saved.effective_on}
              {saved.updated_by ? ` · ${saved.updated_by}` : ""}
            </Trans>
          ) : (
            <Trans>На этом языке страницы ещё нет: сохранение создаст первую версию.</Trans>
          )}
        </p>
        <Field label={t`Заголовок`} required error={fieldErrorOf(save.error, "title")}>
          {(control) => (
            <input
              {...control}
              className="input"
              lang={lang}
              value={title}
              maxLength={120}
              readOnly={!canEdit}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t`Описание для поиска`}
          hint={t`Одно-два предложения: их показывают поисковики.`}
          required
          error={fieldErrorOf(save.error, "description")}
        >
          {(control) => (
            <textarea
              {...control}
              className="input textarea admin-pages__description"
              lang={lang}
              value={description}
              maxLength={300}
              readOnly={!canEdit}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t`Текст (Markdown)`}
          hint={t`## и ### — заголовки, - — список, **жирный**, [ссылка](/faq). HTML не показывается.`}
          required
          error={fieldErrorOf(save.error, "body")}
        >
          {(control) => (
            <textarea
              {...control}
              className="input textarea admin-pages__body"
              lang={lang}
              value={body}
              maxLength={60_000}
              spellCheck
              readOnly={!canEdit}
              onChange={(event) => setBody(event.target.value)}
            />
          )}
        </Field>
        {canEdit ? (
          <>
            <Field
              label={t`Причина изменения`}
              hint={t`Её увидят в журнале действий.`}
              required
              error={fieldErrorOf(save.error, "reason")}
            >
              {(control) => (
                <input
                  {...control}
                  className="input"
                  value={reason}
                  maxLength={500}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
            </Field>
            <FormAlert message={save.error ? failure(save.error) : null} />
            {save.isSuccess ? (
              <p className="admin-content__saved" role="status">
                <Trans>Версия {save.data.data.version} сохранена и уже на сайте.</Trans>
              </p>
            ) : null}
            <div className="admin-content__actions">
              <Button type="submit" variant="primary" loading={save.isPending}>
                <Trans>Сохранить новую версию</Trans>
              </Button>
            </div>
          </>
        ) : null}
      </form>
      <section className="admin-pages__preview" aria-labelledby="admin-pages-preview">
        <h3 id="admin-pages-preview" className="admin-pages__preview-title">
          <Trans>Так страница будет выглядеть</Trans>
        </h3>
        <article className="doc admin-pages__document" lang={lang} aria-busy={preview.isFetching}>
          <header className="doc__header">
            <p className="admin-pages__document-title">{title}</p>
            <p className="doc__lead">{description}</p>
          </header>
          <div className="doc__body">{preview.data ? <BlockList blocks={preview.data.data} /> : null}</div>
        </article>
        {preview.error ? <p className="admin-content__error">{failure(preview.error)}</p> : null}
      </section>
    </div>
  );
}
