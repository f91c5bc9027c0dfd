import { atom } from "jotai";

/** Spec section 3's isProcessingLike: one like at a time, so a double tap is not two requests. */
export const isProcessingLikeAtom = atom(false);
