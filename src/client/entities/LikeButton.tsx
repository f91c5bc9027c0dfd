import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useAtom, useSetAtom } from "jotai";
import { useLocale } from "../lib/useLocale";
import { showAuthPopupAtom } from "../api/session/state";
import { useSessionUser } from "../api/session/useSession";
import { favouriteIdsQuery, likeMutation } from "../api/favourites";
import { isProcessingLikeAtom } from "../api/favourites-state";

/** The heart on cards and ad pages: a visitor is asked to sign in first (the popup keeps them on the page). */
export function LikeButton({ postId, title }: { postId: number; title: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const loggedIn = useSessionUser() !== null;
  const showAuth = useSetAtom(showAuthPopupAtom);
  const [busy, setBusy] = useAtom(isProcessingLikeAtom);
  const like = useMutation(likeMutation(locale, postId));
  const ids = useQuery({ ...favouriteIdsQuery(locale), enabled: loggedIn });
  const liked = ids.data?.data.includes(postId) ?? false;

  async function toggle() {
    if (!loggedIn) {
      showAuth({ type: "login" });
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      await like.mutateAsync(!liked);
    } catch {
      // The heart stays as it was; the next tap tries again.
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={`like-button${liked ? " like-button--on" : ""}`}
      aria-pressed={liked}
      aria-label={liked ? t`Убрать из избранного: ${title}` : t`В избранное: ${title}`}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d={
            "M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 " +
            "4.4 7.3C19.5 16.4 12 21 12 21z"
          }
          fill={liked ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
    </button>
  );
}
