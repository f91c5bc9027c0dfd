import { useAtomValue } from "jotai";
import { Suspense } from "react";
import { pendingClaimAtom } from "./state";
import { lazyPart } from "../../lib/lazy-part";

// Only after an ad was posted before signing in: its code loads then, not with the first page.
const PendingClaimNotice = lazyPart(() => import("./PendingClaimNotice").then((module) => module.PendingClaimNotice));

/** An ad posted before signing in waits for its phone to be confirmed: the way back to the code step. */
export function PendingClaimBanner() {
  const claim = useAtomValue(pendingClaimAtom);
  if (!claim) return null;
  return (
    <Suspense fallback={null}>
      <PendingClaimNotice />
    </Suspense>
  );
}
