import type { PostWrite } from "../../shared/contract/post-form";
import type { FormPhoto } from "../lib/form-photos";

/** The body of POST /v1/posts and PATCH /v1/posts/{id}: the checked form with its content as HTML. */
type PostBody = Omit<PostWrite, "origin"> & { origin: "website" };

export interface Submission {
  /** Sent as Idempotency-Key: a retried or queued submit posts the ad once. */
  key: string;
  editId: number | null;
  body: PostBody;
}

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

export const KEY = "outbox";
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

/** Tells the outbox's readers (OutboxGate, useOutbox) that it changed. */
export function changed() {
  for (const listener of listeners) listener();
}

export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
