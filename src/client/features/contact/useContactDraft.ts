import { del, get, set } from "idb-keyval";
import { useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { TeamContactInput } from "../../../shared/contract/contact";
import { draftKey } from "../../lib/drafts";

/** How long typing pauses before the draft is written (IndexedDB is not written on every key). */
const SAVE_DELAY_MS = 400;

type DraftValues = Omit<TeamContactInput, "page">;

const isDraft = (value: unknown): value is DraftValues =>
  typeof value === "object" && value !== null && "message" in value && typeof value.message === "string";

/**
 * What the visitor typed into the contact form, kept in IndexedDB like the ad forms' drafts (`draft:<owner>:…`,
 * carried over to the account at sign-in): a reload, a crash or a lost connection loses nothing. `clear` forgets
 * it once the message is sent.
 */
export function useContactDraft(form: UseFormReturn<TeamContactInput>, owner: number | "anon"): () => Promise<void> {
  const key = draftKey(owner, "team-contact");
  const restored = useRef(false);
  useEffect(() => {
    let cancelled = false;
    void get(key)
      .then((value: unknown) => {
        if (cancelled || !isDraft(value)) return;
        // What the visitor has typed since the page opened wins over an older draft.
        if (form.formState.isDirty) return;
        form.reset({ ...form.getValues(), ...value }, { keepDefaultValues: true });
      })
      .catch(() => undefined)
      .finally(() => {
        restored.current = true;
      });
    return () => {
      cancelled = true;
    };
  }, [form, key]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch((values) => {
      if (!restored.current) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const { name = "", phone = "", country_code = "", message = "", register = true } = values;
        void set(key, { name, phone, country_code, message, register }).catch(() => undefined);
      }, SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, key]);
  return () => del(key).catch(() => undefined);
}
