import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm, useWatch, type Resolver } from "react-hook-form";
import { POST_FORMS, sectionOfKind, type FormKind, type PostWriteResponse } from "../../../shared/contract/post-form";
import { ApiError, isNetworkError } from "../../lib/api";
import { Field } from "../../ui/Field";
import { useTranslateError } from "../../lib/useTranslateError";
import { useLocale } from "../../lib/useLocale";
import { useSessionUser } from "../../api/session/useSession";
import { showAuthPopupAtom } from "../../api/session/state";
import type { Submission } from "../../api/outbox";
import { submitAdMutation } from "./api";
import { textToHtml } from "../../lib/content-html";
import { CategoryField } from "./fields/CategoryField";
import { ContactFields } from "./fields/ContactFields";
import { KindFieldInputs } from "./fields/KindFieldInputs";
import { LocationField } from "./fields/LocationField";
import { PhotoField } from "../../ui/PhotoField";
import { SubmitRow } from "../../ui/SubmitRow";
import type { DraftOwner } from "../../lib/draft-store";
import { isWaiting, uploadWaiting, type FormPhoto } from "../../lib/form-photos";
import type { PostFormValues } from "../../lib/post-form-values";
import { enqueue } from "./outbox-writes";
import { pendingClaimAtom } from "./state";
import { useDraftAutosave } from "../../lib/useDraftAutosave";

export type FormOutcome =
  | { type: "sent"; post: PostWriteResponse["data"]; edited: boolean }
  | { type: "queued"; title: string; key: string; photos: number };

interface Props {
  kind: FormKind;
  editId: number | null;
  draftName: string;
  /**
   * Whose the draft and the queued ad are: the page's answer, which may be a render ahead of the shared session
   * atom.
   */
  owner: DraftOwner;
  initial: { values: PostFormValues; photos: FormPhoto[] };
  onDone: (outcome: FormOutcome) => void;
  /** Runs before the ad is sent (the dating form saves the dating profile first). */
  beforeSend?: (values: PostFormValues) => Promise<void>;
}

/** One ad form for every kind: the shared rules, a draft saved as the user types, offline queueing. */
export function PostForm({ kind, editId, draftName, owner, initial, onDone, beforeSend }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const submit = useMutation(submitAdMutation(locale));
  const user = useSessionUser();
  const showAuth = useSetAtom(showAuthPopupAtom);
  const setClaim = useSetAtom(pendingClaimAtom);
  const translateError = useTranslateError();
  const [photos, setPhotos] = useState(initial.photos);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // One key per ad being written: retries and the offline queue reuse it, so the ad is posted once.
  const [submitKey, setSubmitKey] = useState(() => crypto.randomUUID());

  const form = useForm<PostFormValues>({
    resolver: zodResolver(POST_FORMS[kind]) as unknown as Resolver<PostFormValues>,
    defaultValues: initial.values,
    mode: "onTouched",
  });
  const cdlRequired = useWatch({ control: form.control, name: "fields.cdl_required" });
  const section = sectionOfKind(kind, { cdl_required: cdlRequired });

  // The draft follows every change, under the current owner (an anonymous draft moves on sign-in).
  const draft = useDraftAutosave({ form, name: draftName, owner, photos });

  // CDL and non-CDL jobs have their own categories: switching the answer clears the choice.
  const previousSection = useRef(section);
  useEffect(() => {
    if (previousSection.current !== section) form.setValue("categoryIds", []);
    previousSection.current = section;
  }, [section, form]);

  const finish = async () => {
    await draft.discard();
    setSubmitKey(crypto.randomUUID());
  };

  const onSubmit = form.handleSubmit(async (checked) => {
    setFailure(null);
    const body = { ...checked, kind, origin: "website", content: textToHtml(checked.content) } as Submission["body"];
    // Photos chosen offline go with the queued ad, as files, and are uploaded when it is sent.
    let current = photos;
    const queue = async () => {
      const uploaded = current.flatMap((photo) => (isWaiting(photo) ? [] : [photo.id]));
      await enqueue({
        key: submitKey,
        editId,
        body: { ...body, photos: uploaded },
        photos: current,
        owner,
        title: checked.title,
        queuedAt: Date.now(),
      });
      await finish();
      onDone({ type: "queued", title: checked.title, key: submitKey, photos: current.length });
    };
    if (!navigator.onLine) return queue();
    try {
      await beforeSend?.(checked);
      setUploading(current.some(isWaiting));
      const ready = await uploadWaiting(locale, current, (next) => {
        current = next;
        setPhotos(next);
      }).finally(() => setUploading(false));
      const submission: Submission = {
        key: submitKey,
        editId,
        body: { ...body, photos: ready.map((photo) => photo.id) },
      };
      const { data } = await submit.mutateAsync({ submission, settle: finish });
      if (data.status === "pending") {
        const claim = { postId: data.id, phone: checked.contact.phone, countryCode: checked.contact.country_code };
        setClaim(claim);
        showAuth({ type: "login", postId: data.id, phone: claim.phone, countryCode: claim.countryCode });
      }
      onDone({ type: "sent", post: data, edited: editId !== null });
    } catch (error) {
      if (isNetworkError(error)) return queue();
      if (error instanceof ApiError && error.status === 422) {
        for (const [name, messages] of Object.entries(error.fieldErrors)) {
          const message = messages[0];
          if (message) form.setError(name as keyof PostFormValues, { message }, { shouldFocus: true });
        }
      }
      setFailure(error instanceof ApiError ? error.message : t`Не удалось отправить. Попробуйте ещё раз.`);
    }
  });

  const errors = form.formState.errors;
  const submitting = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form className="post-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={submitting}>
        {user ? null : (
          <p className="form-note">
            <Trans>
              Вы не вошли. Заполните объявление — мы попросим подтвердить телефон кодом из SMS перед публикацией.
            </Trans>{" "}
            <button type="button" className="link-button" onClick={() => showAuth({ type: "login" })}>
              <Trans>Войти сейчас</Trans>
            </button>
          </p>
        )}
        <fieldset className="form-section">
          <legend className="form-section__title">{t`Объявление`}</legend>
          <Field
            label={t`Заголовок`}
            required
            error={translateError(errors.title?.message)}
            hint={t`От 5 до 120 символов, без телефонов, почты и ссылок`}
          >
            {(aria) => <input {...aria} {...form.register("title")} className="input" maxLength={140} />}
          </Field>
          <Field
            label={t`Описание`}
            required
            error={translateError(errors.content?.message)}
            hint={t`От 20 до 4500 символов`}
          >
            {(aria) => <textarea {...aria} {...form.register("content")} className="input textarea" rows={8} />}
          </Field>
        </fieldset>
        <CategoryField section={section} />
        <fieldset className="form-section">
          <legend className="form-section__title">{t`Подробности`}</legend>
          <LocationField />
          <KindFieldInputs kind={kind} />
        </fieldset>
        <PhotoField photos={photos} onChange={setPhotos} onBusyChange={setUploading} />
        <ContactFields />
        <SubmitRow
          label={editId === null ? <Trans>Опубликовать</Trans> : <Trans>Сохранить изменения</Trans>}
          submitting={submitting}
          uploading={uploading}
          failure={failure}
        />
      </form>
    </FormProvider>
  );
}
