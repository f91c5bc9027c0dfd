import { useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { markSaved, markUnsaved } from "./unsaved-forms";
import { createDraftSaver, type DraftOwner } from "./draft-store";
import type { FormPhoto } from "./form-photos";
import type { PostFormValues } from "./post-form-values";

interface Options<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: string;
  owner: DraftOwner;
  photos: FormPhoto[];
}

/**
 * Nothing typed is lost: every change of the form goes to IndexedDB as it happens, and the write still
 * waiting starts before the page can go away (a reload, a closed tab, a hidden app, a link in the app).
 * Returns what sending the form calls: the draft is then discarded, with no write landing after it.
 */
export function useDraftAutosave<V extends FieldValues = PostFormValues>({
  form,
  name,
  owner,
  photos,
}: Options<V>): { discard: () => Promise<void> } {
  const [saver] = useState(() => createDraftSaver<V>(name));
  const unsavedId = `post-form:${name}`;
  const router = useRouter();
  const ownerRef = useRef(owner);
  const photosRef = useRef(photos);
  const changed = useRef(false);

  const save = useCallback(() => {
    changed.current = true;
    markUnsaved(unsavedId);
    saver.save(ownerRef.current, { values: form.getValues(), photos: photosRef.current, savedAt: Date.now() });
  }, [form, saver, unsavedId]);

  // Every key press, choice and box ticked, the moment it happens. A layout effect: subscribed before the
  // browser can deliver the first key press to the inputs just put on screen.
  useLayoutEffect(() => {
    const subscription = form.watch(save);
    return () => subscription.unsubscribe();
  }, [form, save]);

  // Photos live beside the form's values; the first render is what the form started with.
  useEffect(() => {
    if (photosRef.current === photos) return;
    photosRef.current = photos;
    save();
  }, [photos, save]);

  // Signed in from the form: the draft follows the user to their account.
  useEffect(() => {
    if (ownerRef.current === owner) return;
    ownerRef.current = owner;
    if (changed.current) save();
  }, [owner, save]);

  useEffect(() => {
    const flush = () => saver.flush();
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    const stopRouter = router.subscribe("onBeforeNavigate", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      stopRouter();
      flush();
    };
  }, [router, saver]);

  const discard = useCallback(() => {
    markSaved(unsavedId);
    return saver.discard(ownerRef.current);
  }, [saver, unsavedId]);
  return { discard };
}
