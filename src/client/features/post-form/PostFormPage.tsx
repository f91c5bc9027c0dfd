import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";
import { formKindSchema, type FormKind } from "../../../shared/contract/post-form";
import { LOCALE_TAGS } from "../../../shared/locales";
import { useLocale } from "../../lib/useLocale";
import { useCurrentPage, usePageHead } from "../../lib/usePageHead";
import { mainConfigQuery } from "../../api/session/api";
import { saveSessionUser, useSessionUser } from "../../api/session/useSession";
import { postEditQuery } from "./api";
import { saveDatingProfile } from "./dating";
import { draftName as nameOfDraft, readDraft, removeDraft, type Draft } from "../../lib/draft-store";
import { draftWorthOffering } from "./draft-offer";
import { DraftPreview } from "./DraftPreview";
import type { FormPhoto } from "../../lib/form-photos";
import type { PostFormValues } from "../../lib/post-form-values";
import { editValues, newPostValues } from "./initial-values";
import { PostForm, type FormOutcome } from "./PostForm";
import { ConfirmedAd, PostOutcome } from "./PostOutcome";
import "../../ui/forms.css";
import { dateTimeFormat } from "../../lib/intl";

interface Start {
  values: PostFormValues;
  photos: FormPhoto[];
}

/** /form/{kind} and /profile/edit/{kind}?id=: the ad form, its saved draft offered back first. */
export function PostFormPage({
  routeKind,
  editId,
  postedId = null,
}: {
  routeKind: string;
  editId: number | null;
  postedId?: number | null;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { head } = usePageHead();
  const queryClient = useQueryClient();
  const sessionUser = useSessionUser();
  // The place the form was opened in (the page's own location) is the ad's first guess.
  const locationId = useCurrentPage()?.place?.id ?? null;
  // Whose draft and which contacts to fill in are known once the session is.
  const session = useQuery({ ...mainConfigQuery(locale), refetchOnMount: "always" });
  // A persisted answer may be older than a name just saved: wait for the check in flight (offline it is paused).
  const sessionKnown = !session.isPending && session.fetchStatus !== "fetching";
  // Asked again on opening: until it answers, the session as last known.
  const user = session.data ? session.data.user : sessionUser;
  const owner = user?.id ?? "anon";
  const edit = useQuery({ ...postEditQuery(locale, editId ?? 0), enabled: editId !== null });
  const kind: FormKind | null =
    editId !== null ? (edit.data?.data.kind ?? null) : formKindSchema.catch("job").parse(routeKind);
  const name = kind ? nameOfDraft(kind, editId) : null;
  const [draft, setDraft] = useState<Draft | null | undefined>(undefined);
  const [start, setStart] = useState<Start | null>(null);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const router = useRouter();
  const resumeAfterRegistration = useRouterState({ select: (state) => state.location.state.resumeDraft === true });
  // An ad waiting for its phone is named in the address: a registration on the way comes back to it.
  const onDone = (done: FormOutcome) => {
    setOutcome(done);
    if (done.type === "sent" && done.post.status === "pending") {
      void router.navigate({ href: `${router.state.location.pathname}?posted=${String(done.post.id)}`, replace: true });
    }
  };
  // The form starts once: from a resumed draft or fresh. Signing in while it is on screen changes
  // nothing in it (the draft moves to the account underneath).
  // The saved ad is the truth: a copy restored from the persisted cache waits for the answer in flight (offline it
  // is paused).
  const editData = edit.fetchStatus === "fetching" ? undefined : edit.data?.data;
  const makeFresh = useCallback((): Start | null => {
    if (editData) return { values: editValues(editData), photos: editData.photos };
    if (kind === null || editId !== null) return null;
    return { values: newPostValues(kind, user, locationId), photos: [] };
  }, [editData, kind, editId, user, locationId]);
  useEffect(() => {
    if (name === null || !sessionKnown || start !== null || (editId !== null && !editData)) return;
    let alive = true;
    void readDraft(owner, name).then((found) => {
      if (!alive) return;
      const fresh = makeFresh();
      if (found && fresh && draftWorthOffering(found, fresh, editData?.updated_at ?? null)) {
        setDraft(found);
        // Signed in from this form and named on the way: the writing goes on where it stopped, not asked about.
        if (resumeAfterRegistration) setStart({ values: found.values, photos: found.photos });
        return;
      }
      // Nothing to offer: a draft equal to the form, or older than the saved ad, is stale.
      if (found) void removeDraft(owner, name);
      setDraft(null);
      setStart(fresh);
    });
    return () => {
      alive = false;
    };
  }, [owner, name, sessionKnown, start, editId, editData, makeFresh, resumeAfterRegistration]);

  const another = () => {
    setOutcome(null);
    setDraft(undefined);
    setStart(null);
    if (postedId !== null) void router.navigate({ href: router.state.location.pathname, replace: true });
  };
  if (outcome) return <PostOutcome outcome={outcome} onAnother={another} />;
  // Back from finish-registration after the code an anonymous ad asked for: the ad, now the user's.
  if (postedId !== null && user) return <ConfirmedAd postId={postedId} onAnother={another} />;
  if (editId !== null && edit.isError) {
    return (
      <section className="page-section">
        <h1>{head.h1}</h1>
        <p role="alert">{edit.error.message}</p>
      </section>
    );
  }
  const loading = start === null && (draft === undefined || draft === null);
  const savedAt = draft
    ? dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" }).format(draft.savedAt)
    : "";
  const initial = start;
  return (
    <section className="page-section post-form-page" aria-labelledby="page-title">
      <h1 id="page-title">{head.h1}</h1>
      {edit.data?.data.edit_held ? (
        <p className="form-notice" role="status">
          <Trans>
            Ваши изменения на проверке: посетители пока видят прежний вариант объявления. Ниже — ваш новый вариант.
          </Trans>
        </p>
      ) : null}
      {loading ? (
        <p className="muted" role="status">
          <Trans>Загрузка…</Trans>
        </p>
      ) : initial === null && draft ? (
        <div className="draft-offer" role="region" aria-label={t`Черновик`}>
          <p>
            <Trans>
              У вас есть черновик этого объявления от {savedAt}. Продолжить с того места, где вы остановились?
            </Trans>
          </p>
          <DraftPreview draft={draft} />
          <div className="form-actions">
            <button
              type="button"
              className="button button--primary"
              autoFocus
              onClick={() => setStart({ values: draft.values, photos: draft.photos })}
            >
              <Trans>Продолжить черновик</Trans>
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                if (name !== null) void removeDraft(owner, name);
                setDraft(null);
                setStart(makeFresh());
              }}
            >
              <Trans>Начать заново</Trans>
            </button>
          </div>
        </div>
      ) : initial && kind && name ? (
        <PostForm
          key={name}
          kind={kind}
          editId={editId}
          draftName={name}
          owner={owner}
          initial={initial}
          onDone={onDone}
          {...(kind === "dating" && user && user.dating_id === null
            ? {
                beforeSend: async (values: PostFormValues) => {
                  const f = values.fields;
                  const { data } = await saveDatingProfile(locale, {
                    name: user.name ?? values.contact.contact_person,
                    age: Number(f.age),
                    gender: String(f.gender),
                    seeking: String(f.seeking),
                    about: typeof f.about === "string" ? f.about : "",
                  });
                  if (data) saveSessionUser(queryClient, { ...user, dating_id: data.id });
                },
              }
            : {})}
        />
      ) : null}
    </section>
  );
}
