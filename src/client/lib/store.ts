import { createStore } from "jotai";

/** The one jotai store: React reads it through <Provider>, route guards outside React read it directly. */
export const appStore = createStore();
