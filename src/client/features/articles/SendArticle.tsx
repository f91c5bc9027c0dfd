import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import {
  articleAuthorSchema,
  articleSectionSchema,
  type ArticleSection,
  type MyArticle,
} from "../../../shared/contract/article-submissions";
import type { SessionUser } from "../../../shared/contract/main-config";
import { contentSchema, titleSchema } from "../../../shared/contract/post-form";
import { TITLE_MAX } from "../../../shared/constants";
import { v } from "../../../shared/validation/messages";
import { ApiError } from "../../lib/api";
import { useLocale } from "../../lib/useLocale";
import { usePostHref } from "../../lib/usePostHref";
import { useTranslateError } from "../../lib/useTranslateError";
import { Field } from "../../ui/Field";
import { PhotoField } from "../../ui/PhotoField";
import { readDraft } from "../../lib/draft-store";
import { SubmitRow } from "../../ui/SubmitRow";
import { textToHtml } from "../../lib/content-html";
import { uploadWaiting, type FormPhoto } from "../../lib/form-photos";
import { useDraftAutosave } from "../../lib/useDraftAutosave";
import { sectionsQuery } from "../../api/sections";
import { myArticlesQuery, submitArticleMutation } from "./submission-api";
import "../../ui/forms.css";
import "./send-article.css";

/** The form's values: the text as typed (paragraphs at blank lines), turned into the article's HTML when sent. */
const formSchema = z.object({
  section: articleSectionSchema,
  categoryId: z
    .number({ error: v("categoryRequired") })
    .nullable()
    .refine((id) => id !== null, v("categoryRequired")),
  title: titleSchema,
  content: contentSchema,
  author: articleAuthorSchema,
});
type ArticleFormValues = z.input<typeof formSchema>;

const DRAFT_NAME = "article";

const freshValues = (user: SessionUser): ArticleFormValues => ({
  section: "blog",
  categoryId: null,
  title: "",
  content: "",
  author: user.name ?? "",
});

/** /send-article for a signed-in user: the form (its draft kept across reloads) and their articles' states. */
export default function SendArticle({ user, locationId }: { user: SessionUser; locationId: number | null }) {
  const [start, setStart] = useState<{ values: ArticleFormValues; photos: FormPhoto[] } | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // A new form (and a new Idempotency-Key) for each article sent.
  const [round, setRound] = useState(0);
  // The confirmation is read out and scrolled to once per article sent (the form is long on a phone).
  const sentNotice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (round > 0) sentNotice.current?.focus();
  }, [round]);
  // What was being written comes back as it was: the draft, else a fresh form signed with the user's name.
  useEffect(() => {
    if (start) return;
    let alive = true;
    void readDraft<ArticleFormValues>(user.id, DRAFT_NAME).then((draft) => {
      if (alive)
        setStart(draft ? { values: draft.values, photos: draft.photos } : { values: freshValues(user), photos: [] });
    });
    return () => {
      alive = false;
    };
  }, [start, user]);
  return (
    <div className="send-article">
      {sent ? (
        <p className="send-article__sent" role="status" tabIndex={-1} ref={sentNotice}>
          <Trans>Статья отправлена на проверку: «{sent}». Модератор прочитает её, обычно в течение суток.</Trans>
        </p>
      ) : null}
      {start ? (
        <ArticleForm
          key={round}
          user={user}
          locationId={locationId}
          initial={start}
          onSent={(title) => {
            setSent(title);
            setRound((n) => n + 1);
            setStart({ values: freshValues(user), photos: [] });
          }}
        />
      ) : (
        <p className="muted" role="status">
          <Trans>Загрузка…</Trans>
        </p>
      )}
      <MyArticles />
    </div>
  );
}

function ArticleForm({
  user,
  locationId,
  initial,
  onSent,
}: {
  user: SessionUser;
  locationId: number | null;
  initial: { values: ArticleFormValues; photos: FormPhoto[] };
  onSent: (title: string) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const translateError = useTranslateError();
  const submit = useMutation(submitArticleMutation(locale));
  const sections = useQuery(sectionsQuery(locale));
  const [photos, setPhotos] = useState(initial.photos);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per article: a retried send stores it once.
  const [key] = useState(() => crypto.randomUUID());
  const form = useForm<ArticleFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: initial.values,
    mode: "onTouched",
  });
  const draft = useDraftAutosave({ form, name: DRAFT_NAME, owner: user.id, photos });
  const section = useWatch({ control: form.control, name: "section" });
  const sectionName = useSectionName();
  const categories = sections.data?.data.find((item) => item.slug === section)?.categories ?? [];
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (checked) => {
    setFailure(null);
    try {
      setUploading(true);
      const ready = await uploadWaiting(locale, photos, setPhotos).finally(() => setUploading(false));
      const body = {
        section: checked.section,
        categoryId: checked.categoryId ?? 0,
        title: checked.title,
        content: textToHtml(checked.content),
        author: checked.author,
        photos: ready.map((photo) => photo.id),
        locationId,
      };
      await submit.mutateAsync({ key, body });
      await draft.discard();
      onSent(checked.title);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        for (const [name, messages] of Object.entries(error.fieldErrors)) {
          const message = messages[0];
          const field = name in initial.values ? (name as keyof ArticleFormValues) : "root";
          if (message) form.setError(field, { message }, { shouldFocus: true });
        }
      }
      setFailure(error instanceof ApiError ? error.message : t`Не удалось отправить. Попробуйте ещё раз.`);
    }
  });

  const submitting = form.formState.isSubmitting;
  return (
    <form
      className="post-form article-form"
      aria-label={t`Ваша статья`}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={submitting}
    >
      <fieldset className="form-section">
        <legend className="form-section__title">{t`Куда`}</legend>
        <p className="field__label" id="article-section-label">
          {t`Раздел`}
        </p>
        <Controller
          control={form.control}
          name="section"
          render={({ field }) => (
            <div className="choice-row" role="radiogroup" aria-labelledby="article-section-label">
              {(["blog", "news"] as const).map((value) => (
                <label key={value} className="choice choice--chip">
                  <input
                    type="radio"
                    name={field.name}
                    value={value}
                    checked={field.value === value}
                    onChange={() => {
                      field.onChange(value);
                      form.setValue("categoryId", null);
                    }}
                  />
                  {sectionName(value)}
                </label>
              ))}
            </div>
          )}
        />
        <p className="field__label" id="article-category-label">
          {t`Тема`}
          <span className="field__required" aria-hidden="true">
            {" "}
            *
          </span>
        </p>
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field }) => (
            <div
              className={`choice-row${errors.categoryId ? " field--invalid" : ""}`}
              role="radiogroup"
              aria-labelledby="article-category-label"
              aria-describedby={errors.categoryId ? "article-category-error" : undefined}
            >
              {categories.map((category) => (
                <label key={category.id} className="choice choice--chip">
                  <input
                    type="radio"
                    name={field.name}
                    checked={field.value === category.id}
                    onChange={() => field.onChange(category.id)}
                  />
                  {category.name}
                </label>
              ))}
            </div>
          )}
        />
        {errors.categoryId ? (
          <p className="field__error" id="article-category-error" role="alert">
            {translateError(errors.categoryId.message)}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section__title">{t`Статья`}</legend>
        <Field
          label={t`Заголовок`}
          required
          error={translateError(errors.title?.message)}
          hint={t`От 5 до 120 символов, без телефонов, почты и ссылок`}
        >
          {(aria) => <input {...aria} {...form.register("title")} className="input" maxLength={TITLE_MAX + 20} />}
        </Field>
        <Field
          label={t`Текст статьи`}
          required
          error={translateError(errors.content?.message)}
          hint={t`От 20 до 4500 символов. Пустая строка начинает новый абзац.`}
        >
          {(aria) => <textarea {...aria} {...form.register("content")} className="input textarea" rows={14} />}
        </Field>
        <Field
          label={t`Имя автора`}
          required
          error={translateError(errors.author?.message)}
          hint={t`Так подпишем статью; по этому имени читатели найдут все ваши статьи.`}
        >
          {(aria) => <input {...aria} {...form.register("author")} className="input" autoComplete="name" />}
        </Field>
      </fieldset>
      <PhotoField photos={photos} onChange={setPhotos} onBusyChange={setUploading} />
      <SubmitRow
        label={<Trans>Отправить на проверку</Trans>}
        submitting={submitting}
        uploading={uploading}
        failure={failure}
      />
    </form>
  );
}

/** A section's name as the form and the list write it. */
function useSectionName(): (section: ArticleSection) => string {
  const { t } = useLingui();
  return (section) => (section === "blog" ? t`Блог` : t`Новости`);
}

/** «Ваши статьи»: each proposed article with its state; a refused one with the moderator's reason. */
function MyArticles() {
  const { t } = useLingui();
  const locale = useLocale();
  const href = usePostHref();
  const sectionName = useSectionName();
  const mine = useQuery(myArticlesQuery(locale));
  const articles = mine.data?.data ?? [];
  return (
    <section className="my-articles" aria-labelledby="my-articles-title">
      <h2 id="my-articles-title">{t`Ваши статьи`}</h2>
      {mine.isPending ? (
        <p className="muted">
          <Trans>Загрузка…</Trans>
        </p>
      ) : articles.length === 0 ? (
        <p className="muted">
          <Trans>Вы ещё не предлагали статей. Отправленная статья появится здесь с её состоянием.</Trans>
        </p>
      ) : (
        <ul className="my-articles__list">
          {articles.map((article) => (
            <li key={article.id} className="my-articles__item">
              <Link to={href(article)} className="my-articles__title">
                {article.title}
              </Link>
              <p className="my-articles__meta">
                <ArticleState article={article} />
                <span>{sectionName(article.section)}</span>
              </p>
              {article.status === "rejected" && article.review_note ? (
                <p className="my-articles__note">
                  <Trans>Причина: {article.review_note}</Trans>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ArticleState({ article }: { article: MyArticle }) {
  const { t } = useLingui();
  const label =
    article.status === "review"
      ? t`На проверке`
      : article.status === "active"
        ? t`Опубликовано`
        : article.status === "rejected"
          ? t`Отклонено`
          : t`Снято с публикации`;
  return <span className={`status status--${article.status}`}>{label}</span>;
}
