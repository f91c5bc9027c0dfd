import { del, get, set } from "idb-keyval";
import type { UploadedPhoto } from "../../../shared/contract/post-form";
import { draftKey } from "../../lib/drafts";
import type { PostFormValues } from "./form-values";

/** What a form keeps of itself in IndexedDB while the user types. */
export interface Draft {
  values: PostFormValues;
  photos: UploadedPhoto[];
  savedAt: number;
}

/** A creation form's draft is per kind; an edit form's per ad. */
export const draftName = (kind: string, editId: number | null) => (editId === null ? kind : `edit-${String(editId)}`);

function isDraft(value: unknown): value is Draft {
  return typeof value === "object" && value !== null && "values" in value && "savedAt" in value && "photos" in value;
}

export async function readDraft(owner: number | "anon", name: string): Promise<Draft | null> {
  const value: unknown = await get(draftKey(owner, name));
  return isDraft(value) ? value : null;
}

export const writeDraft = (owner: number | "anon", name: string, draft: Draft) => set(draftKey(owner, name), draft);

export const removeDraft = (owner: number | "anon", name: string) => del(draftKey(owner, name));
