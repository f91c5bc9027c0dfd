import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useEffect, useRef, useState } from "react";
import type { Locale } from "../../../shared/locales";
import { ApiError, isNetworkError } from "../../lib/api";
import { useLocale } from "../../lib/useLocale";
import { useSessionUser } from "../../api/session/useSession";
import { submitAdMutation } from "./api";
import { draftName, writeDraft } from "../../lib/draft-store";
import { queued, type QueuedSubmission } from "../../api/outbox";
import { dequeue, markFailed, replaceQueued } from "./outbox-writes";
import { htmlToText } from "../../lib/content-html";
import { uploadWaiting } from "../../lib/form-photos";
import { pendingClaimAtom } from "./state";
import "../../ui/forms.css";

const RETRY_MS = 30_000;

/** The queued ad with the photos chosen offline uploaded first; each upload is kept in the queue at once. */
async function withPhotosUploaded(locale: Locale, item: QueuedSubmission): Promise<QueuedSubmission> {
  if (!item.photos) return item;
  const ready = await uploadWaiting(locale, item.photos, (photos) => replaceQueued({ ...item, photos }));
  return { ...item, body: { ...item.body, photos: ready.map((photo) => photo.id) } };
}

/**
 * Sends the queued submits once the connection is back (the `online` event, then every 30 s while
 * some wait), each once thanks to its idempotency key, and says so in a live region.
 */
export function OutboxSync() {
  const { t } = useLingui();
  const locale = useLocale();
  const user = useSessionUser();
  const setClaim = useSetAtom(pendingClaimAtom);
  const { mutateAsync: send } = useMutation(submitAdMutation(locale));
  const [notice, setNotice] = useState("");
  const running = useRef(false);
  const owner = user?.id ?? "anon";

  useEffect(() => {
    async function flush() {
      if (running.current || !navigator.onLine) return;
      running.current = true;
      try {
        for (const item of await queued()) {
          if (item.error !== undefined || item.owner !== owner) continue;
          try {
            const { data } = await send({
              submission: await withPhotosUploaded(locale, item),
              settle: () => dequeue(item.key),
            });
            const title = item.title;
            setNotice(t`Объявление «${title}» отправлено.`);
            if (data.status === "pending")
              setClaim({
                postId: data.id,
                phone: item.body.contact.phone,
                countryCode: item.body.contact.country_code,
              });
          } catch (error) {
            if (isNetworkError(error)) return;
            if (
              error instanceof ApiError &&
              error.status >= 400 &&
              error.status < 500 &&
              error.status !== 401 &&
              error.status !== 429
            ) {
              // Refused for good: the user gets it back as a draft to correct.
              await writeDraft(item.owner, draftName(item.body.kind, item.editId), {
                values: { ...item.body, content: htmlToText(item.body.content) },
                photos: item.photos ?? [],
                savedAt: Date.now(),
              });
              await markFailed(item.key, error.message);
            }
            return;
          }
        }
      } finally {
        running.current = false;
      }
    }
    void flush();
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    const onOnline = () => void flush();
    window.addEventListener("online", onOnline);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("online", onOnline);
    };
  }, [locale, owner, send, setClaim, t]);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(""), 6000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  return (
    <p className={notice ? "toast" : "visually-hidden"} role="status" aria-live="polite">
      {notice}
    </p>
  );
}
