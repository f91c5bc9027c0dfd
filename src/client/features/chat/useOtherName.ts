import { useLingui } from "@lingui/react/macro";
import type { Conversation } from "../../../shared/contract/profile";

/** The other person's name; the server already falls back to the name they gave about the ad, so this is rare. */
export function useOtherName(): (conversation: Conversation) => string {
  const { t } = useLingui();
  return (conversation) =>
    conversation.other.deleted ? t`Удалённый пользователь` : (conversation.other.name ?? t`Имя не указано`);
}
