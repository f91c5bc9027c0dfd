import type { ErrorComponentProps } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useEffect } from "react";
import { isChunkLoadError, reloadThrottled } from "../../lib/reload";
import { ErrorPage } from "./lazy-error-page";

// Its own file may be what the network could not bring (a first visit offline before the worker stored the app): then a
// line and a way to try again, never the router's English fallback.
const OfflinePage = lazy(() => import("./OfflinePage").catch(() => ({ default: OfflineLine })));

function OfflineLine() {
  return (
    <main className="offline-page">
      <h1>
        <Trans>Нет подключения к интернету</Trans>
      </h1>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        <Trans>Попробовать снова</Trans>
      </button>
    </main>
  );
}

/** A failed fetch with no network (TypeError from fetch) rather than an answer of the server. */
function isNetworkError(error: unknown): boolean {
  return !navigator.onLine || (error instanceof TypeError && /fetch|network|load failed/i.test(error.message));
}

/**
 * The root error boundary: a chunk of an older deployment reloads the page (at most once per
 * 10 s), no network shows the offline page, anything else the error page.
 */
export function RootError(props: ErrorComponentProps) {
  const chunk = isChunkLoadError(props.error);
  useEffect(() => {
    if (chunk && navigator.onLine) reloadThrottled();
  }, [chunk]);
  if (isNetworkError(props.error) || (chunk && !navigator.onLine)) {
    return (
      <Suspense fallback={null}>
        <OfflinePage />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <ErrorPage {...props} />
    </Suspense>
  );
}
