import { del, get, keys, set } from "idb-keyval";

/** Form drafts live in IndexedDB under `draft:<owner>:<form kind>`; owner is "anon" before sign-in. */
export const draftKey = (owner: number | "anon", kind: string) => `draft:${String(owner)}:${kind}`;

/**
 * Moves what an anonymous visitor typed to the account they just signed in to, so nothing is
 * retyped (drafts are cleared only after being carried over). A draft the user
 * already had for the same form is kept; the anonymous one is dropped only once it is copied.
 */
export async function carryOverAnonymousDrafts(userId: number): Promise<number> {
  let moved = 0;
  for (const key of await keys()) {
    if (typeof key !== "string" || !key.startsWith("draft:anon:")) continue;
    const kind = key.slice("draft:anon:".length);
    const target = draftKey(userId, kind);
    const value: unknown = await get(key);
    if ((await get(target)) === undefined) {
      await set(target, value);
      moved += 1;
    }
    await del(key);
  }
  return moved;
}
