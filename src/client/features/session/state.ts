import { atomWithStorage, createJSONStorage } from "jotai/utils";

/**
 * Where an anonymous visitor was going when the auth guard stopped them (spec section 4):
 * kept in sessionStorage so it survives the sign-in page's reloads, not other tabs.
 */
export const authPrevPathAtom = atomWithStorage<string | null>(
  "authPrevPath",
  null,
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);
