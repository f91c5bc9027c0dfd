import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { Conversation } from "../../../shared/contract/profile";
import { ApiError } from "../../lib/api";
import { useLocale } from "../../lib/useLocale";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormAlert } from "../../ui/FormAlert";
import { blockMutation } from "../../api/chat";

/** What stands in a message's place once a moderator hid it, for both sides. */
export function HiddenMessage() {
  return (
    <em className="chat-hidden">
      <Trans>Сообщение скрыто модератором</Trans>
    </em>
  );
}

/** «Заблокировать» in a conversation's header, asked first; «Разблокировать» at once. */
export function BlockToggle({ conversation, name }: { conversation: Conversation; name: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const change = useMutation(blockMutation(locale));
  const [asking, setAsking] = useState(false);
  // A block either way is shown in place of the answer field (BlockedNotice), with its own way back.
  if (conversation.other.deleted || conversation.blocked !== null) return null;
  return (
    <>
      <button type="button" className="button chat-thread__block" onClick={() => setAsking(true)}>
        <svg className="chat-thread__block-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M6 6l12 12" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="chat-thread__block-label">
          <Trans>Заблокировать</Trans>
        </span>
      </button>
      <ConfirmDialog
        open={asking}
        title={t`Заблокировать пользователя ${name}?`}
        confirmLabel={t`Заблокировать`}
        danger
        onConfirm={() => change.mutateAsync({ userId: conversation.other.id, block: true })}
        onClose={() => setAsking(false)}
      >
        <p>
          <Trans>
            Он больше не сможет писать вам — ни здесь, ни о других ваших объявлениях. Разблокировать можно в этой же
            переписке.
          </Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}

/** In place of the answer field while a block stands: whose block it is, and the way back for one's own. */
export function BlockedNotice({ conversation }: { conversation: Conversation }) {
  const { t } = useLingui();
  const locale = useLocale();
  const change = useMutation(blockMutation(locale));
  const [failure, setFailure] = useState<string | null>(null);
  if (conversation.blocked === "by_other") {
    return (
      <p className="chat-blocked" role="status">
        <Trans>Пользователь ограничил переписку с вами: отправить сообщение нельзя.</Trans>
      </p>
    );
  }
  const unblock = async () => {
    setFailure(null);
    try {
      await change.mutateAsync({ userId: conversation.other.id, block: false });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t`Не удалось. Попробуйте ещё раз.`);
    }
  };
  return (
    <div className="chat-blocked" role="status">
      <p>
        <Trans>Вы заблокировали этого пользователя: он не может вам писать.</Trans>
      </p>
      <button type="button" className="button" onClick={() => void unblock()} disabled={change.isPending}>
        <Trans>Разблокировать</Trans>
      </button>
      <FormAlert message={failure} />
    </div>
  );
}
