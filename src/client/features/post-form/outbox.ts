import type { Submission } from "./api";
import type { FormPhoto } from "./form-photos";

/**
 * Submits made without a connection wait here (IndexedDB) until it returns. Each keeps its
 * idempotency key, so sending one twice (two tabs, a retry after a lost answer) posts it once.
 */
export interface QueuedSubmission extends Submission {
  owner: number | "anon";
  title: string;
  queuedAt: number;
  /** The ad's photos in order, those chosen offline as files still to upload (older items have none). */
  photos?: FormPhoto[];
  /** The server refused it (a rule changed meanwhile): the user opens it again from its draft. */
  error?: string;
}

const KEY = "outbox";
// Every page asks the outbox at start (OutboxGate): its IndexedDB helpers load then, after the first render.
const idb = () => import("idb-keyval");
const listeners = new Set<() => void>();

function isQueue(value: unknown): value is QueuedSubmission[] {
  return Array.isArray(value);
}

export async function queued(): Promise<QueuedSubmission[]> {
  const { get } = await idb();
  const value: unknown = await get(KEY);
  return isQueue(value) ? value : [];
}

function changed() {
  for (const listener of listeners) listener();
}

export async function enqueue(item: QueuedSubmission): Promise<void> {
  const { update } = await idb();
  await update<QueuedSubmission[]>(KEY, (list = []) => [...list.filter((other) => other.key !== item.key), item]);
  changed();
}

export async function dequeue(key: string): Promise<void> {
  const { update } = await idb();
  await update<QueuedSubmission[]>(KEY, (list = []) => list.filter((item) => item.key !== key));
  changed();
}

/** An item changed in place (its photos uploaded), keeping its turn in the queue. */
export async function replaceQueued(item: QueuedSubmission): Promise<void> {
  const { update } = await idb();
  await update<QueuedSubmission[]>(KEY, (list = []) => list.map((other) => (other.key === item.key ? item : other)));
  changed();
}

export async function markFailed(key: string, error: string): Promise<void> {
  const { update } = await idb();
  await update<QueuedSubmission[]>(KEY, (list = []) =>
    list.map((item) => (item.key === key ? { ...item, error } : item)),
  );
  changed();
}

export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests and for signing out: the queue as it was. */
export const replaceOutbox = async (items: QueuedSubmission[]): Promise<void> => {
  const { set } = await idb();
  await set(KEY, items);
  changed();
};
