import { atom } from "jotai";

/** A new build is installed and waiting for the visitor (the update notice shows). */
export const updateReadyAtom = atom(false);
/** The visitor closed the update notice for now: it comes back on the next new build. */
export const updateDismissedAtom = atom(false);
