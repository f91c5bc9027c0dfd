import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ConversationItem } from "../../features/chat/ConversationItem";
import { conversationsQuery } from "../../api/chat";
import { Thread } from "../../features/chat/Thread";
import { ReportButton } from "../../features/reports/ReportButton";
import { QueryView } from "../../ui/QueryView";
import { useLocale } from "../../lib/useLocale";
import { ProfileSection } from "../../entities/ProfileSection";

/** Reporting another person's message: the report's control, named by the message it is about. */
const reportMessage = (messageId: number) => (
  <ReportButton
    target="message"
    targetId={messageId}
    ownerId={null}
    compact
    describedBy={`message-${String(messageId)}`}
  />
);

/** /profile/chat: conversations about ads; the open one (`?c=`) beside the list, or alone on a phone. */
export function ChatPage({ open }: { open: number | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const list = useQuery(conversationsQuery(locale));
  return (
    <ProfileSection current="chat">
      <QueryView query={list}>
        {({ data: conversations }) =>
          conversations.length === 0 ? (
            <p className="empty">
              <Trans>Здесь будут переписки с авторами объявлений и с теми, кто ответил на ваши.</Trans>
            </p>
          ) : (
            <div className={`chat${open === null ? "" : " chat--open"}`}>
              <ul className="chat__list" aria-label={t`Переписки`}>
                {conversations.map((conversation) => (
                  <li key={conversation.id}>
                    <ConversationItem conversation={conversation} current={conversation.id === open} />
                  </li>
                ))}
              </ul>
              {open === null ? (
                <p className="chat__hint">
                  <Trans>Выберите переписку слева</Trans>
                </p>
              ) : (
                <Thread id={open} reportMessage={reportMessage} />
              )}
            </div>
          )
        }
      </QueryView>
    </ProfileSection>
  );
}
