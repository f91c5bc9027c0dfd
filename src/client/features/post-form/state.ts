import { atom } from "jotai";

/** An ad a visitor posted without an account: it goes live once they confirm its phone. */
export interface PendingClaim {
  postId: number;
  phone: string;
  countryCode: string;
}
export const pendingClaimAtom = atom<PendingClaim | null>(null);
