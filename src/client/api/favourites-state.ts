import { atom } from "jotai";

/** One like at a time, so a double tap is not two requests. */
export const isProcessingLikeAtom = atom(false);
