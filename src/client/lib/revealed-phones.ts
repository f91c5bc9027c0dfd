import { clear, createStore, del, entries, get, set, type UseStore } from "idb-keyval";

/** Phones revealed on this device, per ad: read again when there is no network (a driver on the road). */
interface Revealed {
  phone: string;
  at: number;
}

/** Enough for weeks of browsing; the oldest goes first. */
const KEEP = 200;

let store: UseStore | null = null;
const revealedStore = () => (store ??= createStore("obyava-revealed-phones", "phones"));

export async function rememberPhone(postId: number, phone: string): Promise<void> {
  await set(postId, { phone, at: Date.now() } satisfies Revealed, revealedStore());
  const all = await entries<number, Revealed>(revealedStore());
  if (all.length <= KEEP) return;
  const oldest = all.sort((a, b) => a[1].at - b[1].at).slice(0, all.length - KEEP);
  await Promise.all(oldest.map(([key]) => del(key, revealedStore())));
}

export async function rememberedPhone(postId: number): Promise<string | null> {
  const kept = await get<Revealed>(postId, revealedStore());
  return kept?.phone ?? null;
}

/** The ad is gone: its number is no longer the author's to give. */
export async function forgetPhone(postId: number): Promise<void> {
  await del(postId, revealedStore());
}

/** Which ads were looked at is the user's own: it leaves the device with the session. */
export async function forgetRevealedPhones(): Promise<void> {
  await clear(revealedStore());
}
