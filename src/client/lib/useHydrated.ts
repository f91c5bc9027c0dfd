import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while the server's HTML is being adopted, true once React runs the part: a server-drawn form
 * keeps its submit disabled until then, so an early click cannot post it natively (a GET of the page
 * with the typed phone in its address) and lose what was typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
