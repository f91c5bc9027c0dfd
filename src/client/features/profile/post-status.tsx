import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import type { PostStatus } from "../../../shared/contract/form-kinds";
import { useLocale } from "../../lib/useLocale";
import { deletePost, setPostActive } from "../post-form";
import { refreshAdReads } from "../posts";

/** An ad's state as its owner reads it: a word for the badge and, when it is not public, why and what to do. */
export function usePostStatusText() {
  const { t } = useLingui();
  return (status: PostStatus): { label: string; hint: string | null } =>
    ({
      active: { label: t`Активно`, hint: null },
      inactive: { label: t`Деактивировано`, hint: t`Объявление не видно в поиске. Активируйте его, чтобы вернуть.` },
      pending: {
        label: t`Ждёт подтверждения телефона`,
        hint: t`Объявление появится в поиске, когда вы подтвердите телефон кодом из SMS.`,
      },
      deleted: { label: t`Удалено`, hint: null },
    })[status];
}

export function PostStatusBadge({ status }: { status: PostStatus }) {
  const { label } = usePostStatusText()(status);
  return <span className={`status status--${status}`}>{label}</span>;
}

/** Taking an ad down, bringing it back and deleting it, through the API; every copy of the ad is asked for again after. */
export function usePostActions(postId: number) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const refresh = () => refreshAdReads(queryClient);
  return {
    setActive: async (active: boolean) => {
      await setPostActive(locale, postId, active);
      await refresh();
    },
    /** `leave` runs between the deletion and the refresh: a page showing the ad goes elsewhere before its copy is asked for again. */
    remove: async (leave?: () => Promise<void>) => {
      await deletePost(locale, postId);
      await leave?.();
      await refresh();
    },
  };
}
