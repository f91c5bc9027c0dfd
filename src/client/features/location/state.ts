import { atom } from "jotai";
import type { LocationNode } from "../../../shared/contract/locations";

/** The location the visitor browses; null is the whole USA. */
export const currentLocationAtom = atom<LocationNode | null>(null);
