import { Trans } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { useHydrated } from "../../lib/useHydrated";
import { useCurrentPage } from "../../lib/usePageHead";
import { useSessionUser } from "../../api/session/useSession";

// The form, its editor and uploads load only for a signed-in author on this page; the sign-in call is its own.
const SendArticle = /* @__PURE__ */ lazy(() => import("./SendArticle"));
const SendArticleSignIn = /* @__PURE__ */ lazy(() => import("./SendArticleSignIn"));

/**
 * /{location?}/send-article: a signed-in user proposes an article for the blog or the news and follows its state;
 * a visitor is asked to sign in first. Drawn once the app runs: the server's page is everyone's.
 */
export function SendArticlePanel() {
  const user = useSessionUser();
  const hydrated = useHydrated();
  const locationId = useCurrentPage()?.place?.id ?? null;
  if (!hydrated) return null;
  return (
    <Suspense
      fallback={
        <p className="muted" role="status">
          <Trans>Загрузка…</Trans>
        </p>
      }
    >
      {user ? <SendArticle user={user} locationId={locationId} /> : <SendArticleSignIn />}
    </Suspense>
  );
}
