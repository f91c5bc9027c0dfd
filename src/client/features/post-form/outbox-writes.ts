import { update } from "idb-keyval";
import { changed, KEY, type QueuedSubmission } from "../../api/outbox";

// The outbox's writes: the form that queues a submit and the sender load them, not the first page.

export async function enqueue(item: QueuedSubmission): Promise<void> {
  await update<QueuedSubmission[]>(KEY, (list = []) => [...list.filter((other) => other.key !== item.key), item]);
  changed();
}

export async function dequeue(key: string): Promise<void> {
  await update<QueuedSubmission[]>(KEY, (list = []) => list.filter((item) => item.key !== key));
  changed();
}

/** An item changed in place (its photos uploaded), keeping its turn in the queue. */
export async function replaceQueued(item: QueuedSubmission): Promise<void> {
  await update<QueuedSubmission[]>(KEY, (list = []) => list.map((other) => (other.key === item.key ? item : other)));
  changed();
}

export async function markFailed(key: string, error: string): Promise<void> {
  await update<QueuedSubmission[]>(KEY, (list = []) =>
    list.map((item) => (item.key === key ? { ...item, error } : item)),
  );
  changed();
}
