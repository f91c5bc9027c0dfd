import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import type { PostStatus } from "../../shared/contract/form-kinds";
import type { SectionSlug } from "../../shared/contract/sections";
import { useLocale } from "../lib/useLocale";
import { isFilledSection } from "../../shared/sections";
import { deleteAdMutation, setAdActiveMutation } from "../api/posts";

/**
 * An ad's state as its owner reads it: a word for the badge and, when it is not public, why and what to do. A job
 * or a CV is «Закрыто» where a thing is «Продано».
 */
export function usePostStatusText() {
  const { t } = useLingui();
  return (status: PostStatus, section?: SectionSlug): { label: string; hint: string | null } =>
    ({
      active: { label: t`Активно`, hint: null },
      inactive: { label: t`Деактивировано`, hint: t`Объявление не видно в поиске. Активируйте его, чтобы вернуть.` },
      pending: {
        label: t`Ждёт подтверждения телефона`,
        hint: t`Объявление появится в поиске, когда вы подтвердите телефон кодом из SMS.`,
      },
      deleted: { label: t`Удалено`, hint: null },
      unpaid: {
        label: t`Ждёт оплаты`,
        hint: t`Бесплатные объявления раздела в этом месяце закончились. Оплатите публикацию, и оно появится в поиске.`,
      },
      expired: { label: t`Срок истёк`, hint: t`Объявление снято с публикации. Продлите его в один клик.` },
      sold: {
        label: section && isFilledSection(section) ? t`Закрыто` : t`Продано`,
        hint: t`Объявление в архиве: вы отметили его проданным или закрытым.`,
      },
      review: {
        label: t`На проверке`,
        hint: t`Модератор проверит публикацию и опубликует её; обычно это занимает до суток.`,
      },
      rejected: { label: t`Отклонено`, hint: t`Модератор не опубликовал это. Причина указана ниже.` },
    })[status];
}

export function PostStatusBadge({ status, section }: { status: PostStatus; section?: SectionSlug }) {
  const { label } = usePostStatusText()(status, section);
  return <span className={`status status--${status}`}>{label}</span>;
}

/** Taking an ad down, bringing it back and deleting it; every copy of the ad is asked for again after (adReads). */
export function usePostActions(postId: number) {
  const locale = useLocale();
  const activate = useMutation(setAdActiveMutation(locale, postId));
  const remove = useMutation(deleteAdMutation(locale, postId));
  return {
    setActive: async (active: boolean) => {
      await activate.mutateAsync(active);
    },
    /** `leave` runs between the deletion and the refresh (deleteAdMutation). */
    remove: async (leave?: () => Promise<void>) => {
      await remove.mutateAsync(leave);
    },
  };
}
