import { atom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import type { SyncStringStorage } from "jotai/vanilla/utils/atomWithStorage";

/** The server's page renderer has no sessionStorage: there the path is simply not known. */
const NO_STORAGE: SyncStringStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/**
 * Another tab that set this marker has signed in: the quick-auth overlay reloads. Kept here, not with the
 * sign-in's steps, so the overlay (on every page) does not bring those and the auth contract with it.
 */
export const TAB_RELOAD_KEY = "tab-reload";

/**
 * Where an anonymous visitor was going when the auth guard stopped them:
 * kept in sessionStorage so it survives the sign-in page's reloads, not other tabs.
 */
export const authPrevPathAtom = atomWithStorage<string | null>(
  "authPrevPath",
  null,
  createJSONStorage(() => (typeof sessionStorage === "undefined" ? NO_STORAGE : sessionStorage)),
  { getOnInit: true },
);

export interface AuthPopupData {
  type: "login" | "registration";
  /** An ad posted anonymously that becomes the user's after sign-in (post_id of the code check). */
  postId?: number | null;
  phone?: string;
  /** The dial code of that phone, so the code goes to the number as written. */
  countryCode?: string;
  /** The name typed in the form that opened the popup: a new account gets it. */
  name?: string;
}

export const authPopupVisibleAtom = atom(false);
export const authPopupDataAtom = atom<AuthPopupData>({ type: "login" });

/** Shows the popup; its data defaults to login and is merged with what is given. */
export const showAuthPopupAtom = atom(null, (get, set, data: Partial<AuthPopupData> = {}) => {
  set(authPopupDataAtom, { ...get(authPopupDataAtom), type: "login", ...data });
  set(authPopupVisibleAtom, true);
});

export const hideAuthPopupAtom = atom(null, (_get, set, options: { reset?: boolean } = {}) => {
  set(authPopupVisibleAtom, false);
  if (options.reset) set(authPopupDataAtom, { type: "login" });
});

/** The quick-auth overlay's page, or null when it is closed. */
export const quickAuthSrcAtom = atom<string | null>(null);
