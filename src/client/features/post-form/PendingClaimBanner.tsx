import { useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import { pendingClaimAtom } from "./state";

// Only after an ad was posted before signing in: its code loads then, not with the first page.
const PendingClaimNotice = lazy(() =>
  import("./PendingClaimNotice").then((module) => ({ default: module.PendingClaimNotice })),
);

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
