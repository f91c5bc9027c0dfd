import { Trans } from "@lingui/react/macro";
import { useSetAtom } from "jotai";
import { showAuthPopupAtom } from "../../api/session/state";
import "./send-article.css";

/** A visitor on /send-article: why signing in comes first, and the way to do it. */
export default function SendArticleSignIn() {
  const showAuth = useSetAtom(showAuthPopupAtom);
  return (
    <div className="send-article-signin">
      <div>
        <p className="send-article-signin__title">
          <Trans>Войдите, чтобы предложить статью</Trans>
        </p>
        <p className="send-article-signin__why">
          <Trans>
            Статья выходит под вашим именем, а решение модератора и ссылку на публикацию вы увидите на этой странице и в
            «Моих объявлениях». Вход — по номеру телефона и коду из SMS.
          </Trans>
        </p>
      </div>
      <button type="button" className="button button--primary" onClick={() => showAuth({ type: "login" })}>
        <Trans>Войти по номеру телефона</Trans>
      </button>
    </div>
  );
}
