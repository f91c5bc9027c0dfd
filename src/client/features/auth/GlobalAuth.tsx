import { useAtom } from "jotai";
import { SessionSync } from "../session/SessionSync";
import { quickAuthSrcAtom } from "../session/state";
import { AuthPopup } from "./AuthPopup";
import { QuickAuthOverlay } from "./QuickAuthOverlay";

/** What every page has: the session kept in step, the sign-in popup and the quick-auth overlay. */
export function GlobalAuth() {
  const [quickAuthSrc, setQuickAuthSrc] = useAtom(quickAuthSrcAtom);
  return (
    <>
      <SessionSync />
      <AuthPopup />
      {quickAuthSrc ? <QuickAuthOverlay src={quickAuthSrc} onClose={() => setQuickAuthSrc(null)} /> : null}
    </>
  );
}
