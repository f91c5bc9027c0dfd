import { Trans } from "@lingui/react/macro";
import { useSetAtom } from "jotai";
import { lazy, Suspense } from "react";
import { useHydrated } from "../../lib/useHydrated";
import { useCurrentPage } from "../pages";
import { showAuthPopupAtom, useSessionUser } from "../session";

// The form, its editor and uploads load only for a signed-in author on this page.
const SendArticle = /* @__PURE__ */ lazy(() => import("./SendArticle"));

/**
 * /{location?}/send-article: a signed-in user proposes an article for the blog or the news and follows its state;
 * a visitor is asked to sign in first. Drawn once the app runs: the server's page is everyone's.
 */
export function SendArticlePanel() {
  const user = useSessionUser();
  const hydrated = useHydrated();
  const showAuth = useSetAtom(showAuthPopupAtom);
  const locationId = useCurrentPage()?.place?.id ?? null;
  if (!hydrated) return null;
  if (!user) {
    return (
      <div className="send-article-signin">
        <p>
          <Trans>Войдите, чтобы предложить статью</Trans>
        </p>
        <button type="button" className="button button--primary" onClick={() => showAuth({ type: "login" })}>
          <Trans>Войти по номеру телефона</Trans>
        </button>
      </div>
    );
  }
  return (
    <Suspense
      fallback={
        <p className="muted" role="status">
          <Trans>Загрузка…</Trans>
        </p>
      }
    >
      <SendArticle user={user} locationId={locationId} />
    </Suspense>
  );
}
