import { createStore, del, get, set, type UseStore } from "idb-keyval";
import { draftKey } from "./drafts";
import type { FormPhoto } from "./form-photos";
import type { PostFormValues } from "./post-form-values";

export type DraftOwner = number | "anon";

/** What a form keeps of itself in IndexedDB while the user types (an ad form's values unless said otherwise). */
export interface Draft<V = PostFormValues> {
  values: V;
  photos: FormPhoto[];
  savedAt: number;
}

/** A creation form's draft is per kind; an edit form's per ad. */
export const draftName = (kind: string, editId: number | null) => (editId === null ? kind : `edit-${String(editId)}`);

function isDraft<V>(value: unknown): value is Draft<V> {
  return typeof value === "object" && value !== null && "values" in value && "savedAt" in value && "photos" in value;
}

export async function readDraft<V = PostFormValues>(owner: DraftOwner, name: string): Promise<Draft<V> | null> {
  const value: unknown = await get(draftKey(owner, name));
  return isDraft<V>(value) ? value : null;
}

// idb-keyval's own database and store, opened the same way as its default one.
const keyval = createStore("keyval-store", "keyval");

/**
 * Writes that ask IndexedDB to commit at once (`IDBTransaction.commit()`) rather than when the transaction
 * goes idle: a write started as the page goes away is on its way before the page is gone.
 */
const committing: UseStore = (mode, callback) =>
  keyval(mode, (store) => {
    const result = callback(store);
    store.transaction.commit();
    return result;
  });

export const writeDraft = <V>(owner: DraftOwner, name: string, draft: Draft<V>) =>
  set(draftKey(owner, name), draft, committing);

export const removeDraft = (owner: DraftOwner, name: string) => del(draftKey(owner, name));

/** Keeps one form's draft in IndexedDB as it changes. */
export interface DraftSaver<V = PostFormValues> {
  /** Called on every change: written at once, or right after the write in flight (only the newest waits). */
  save(owner: DraftOwner, draft: Draft<V>): void;
  /** The page may go away: the waiting write starts now rather than after the one in flight. */
  flush(): void;
  /** The form was sent: no write lands after this, and the draft is gone. */
  discard(owner: DraftOwner): Promise<void>;
}

/**
 * Coalesced writes: a burst of key presses costs one write in flight and one waiting, never a queue.
 * IndexedDB runs read-write transactions on one store in the order they were started, so a write
 * started early by flush() still lands before any later one.
 */
export function createDraftSaver<V = PostFormValues>(name: string): DraftSaver<V> {
  let waiting: { owner: DraftOwner; draft: Draft<V> } | null = null;
  let writtenOwner: DraftOwner | null = null;
  let discarded = false;
  const inFlight = new Set<Promise<void>>();

  function start(): void {
    const job = waiting;
    if (!job) return;
    waiting = null;
    const previous = writtenOwner;
    writtenOwner = job.owner;
    const done: Promise<void> = writeDraft(job.owner, name, job.draft)
      // Signed in while typing: the draft now lives under the account only.
      .then(() => (previous !== null && previous !== job.owner ? removeDraft(previous, name) : undefined))
      .catch((error: unknown) => console.error("[drafts] a draft was not saved", error))
      .finally(() => {
        inFlight.delete(done);
        if (inFlight.size === 0) start();
      });
    inFlight.add(done);
  }

  return {
    save(owner, draft) {
      if (discarded) return;
      waiting = { owner, draft };
      if (inFlight.size === 0) start();
    },
    flush: start,
    async discard(owner) {
      discarded = true;
      waiting = null;
      await Promise.all(inFlight);
      await removeDraft(owner, name);
      if (writtenOwner !== null && writtenOwner !== owner) await removeDraft(writtenOwner, name);
    },
  };
}
