import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Fragment, useEffect, useRef, type ReactNode } from "react";
import { LOCALE_TAGS } from "../../../shared/locales";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { usePostHref } from "../../lib/usePostHref";
import { messagesQuery, readMarks, sendMessageMutation } from "../../api/chat";
import { clockTime, dayKey, dayLabel } from "./chat-time";
import { AdThumb } from "./ConversationItem";
import { MessageComposer } from "./MessageComposer";
import { useOtherName } from "./useOtherName";
import { BlockedNotice, BlockToggle, HiddenMessage } from "./ThreadSafety";
import { SafetyTips } from "../../ui/SafetyTips";
import "./chat.css";

/**
 * One open conversation: the ad it is about on top, the messages as bubbles by day, the field to answer.
 * `reportMessage` draws the report control under another person's message (the screen brings it from reports).
 */
export function Thread({ id, reportMessage }: { id: number; reportMessage: (messageId: number) => ReactNode }) {
  const { t } = useLingui();
  const locale = useLocale();
  const tag = LOCALE_TAGS[locale];
  const href = usePostHref();
  const otherName = useOtherName();
  const queryClient = useQueryClient();
  const thread = useQuery(messagesQuery(locale, id));
  const send = useMutation(sendMessageMutation(locale, id));
  const end = useRef<HTMLLIElement>(null);
  const count = thread.data?.data.length ?? 0;
  // A statement, not the effect's value: newer Chromium returns a promise from scrollIntoView, and React
  // would call what an effect returns as its clean-up ("l is not a function" on the next message).
  useEffect(() => {
    end.current?.scrollIntoView({ block: "nearest" });
  }, [count]);
  // Reading marks messages read: the list's unread counts and the header badge follow.
  useEffect(() => {
    if (!thread.isSuccess) return;
    const [list, badge] = readMarks(locale);
    void queryClient.invalidateQueries({ queryKey: list, exact: true });
    void queryClient.invalidateQueries({ queryKey: badge });
  }, [thread.isSuccess, thread.dataUpdatedAt, queryClient, locale]);

  if (thread.isPending) return <p role="status">{t`Загрузка…`}</p>;
  if (thread.isError) return <p role="alert">{thread.error.message}</p>;
  const conversation = thread.data.conversation;
  const messages = thread.data.data;
  const name = otherName(conversation);
  return (
    <section className="chat-thread" aria-labelledby="thread-title">
      <header className="chat-thread__head">
        <Link to={pathOf("profile.chat", locale)} className="chat-thread__back" aria-label={t`Ко всем перепискам`}>
          ←
        </Link>
        <Link to={href(conversation.post)} className="chat-thread__ad">
          <AdThumb post={conversation.post} size={44} />
          <span className="chat-thread__names">
            <span className="chat-thread__person">{name}</span>
            <span id="thread-title" className="chat-thread__title">
              {conversation.post.title}
            </span>
          </span>
        </Link>
        <BlockToggle conversation={conversation} name={name} />
      </header>
      <SafetyTips folded />
      <ol className="chat-thread__messages" aria-live="polite" aria-label={t`Сообщения`}>
        {messages.map((message, index) => (
          <Fragment key={message.id}>
            {index === 0 || dayKey(messages[index - 1]?.created_at ?? "") !== dayKey(message.created_at) ? (
              <li className="chat-thread__day" aria-hidden="true">
                <span>{dayLabel(message.created_at, tag)}</span>
              </li>
            ) : null}
            <li className={`chat-bubble${message.mine ? " chat-bubble--mine" : ""}`}>
              <span className="visually-hidden">{message.mine ? t`Вы:` : `${name}:`} </span>
              <p id={`message-${String(message.id)}`}>{message.hidden ? <HiddenMessage /> : message.body}</p>
              <span className="chat-bubble__foot">
                {message.mine || message.hidden ? null : reportMessage(message.id)}
                <time dateTime={message.created_at}>{clockTime(message.created_at, tag)}</time>
              </span>
            </li>
          </Fragment>
        ))}
        <li ref={end} className="chat-thread__end" aria-hidden="true" />
      </ol>
      {conversation.blocked ? (
        <BlockedNotice conversation={conversation} />
      ) : (
        <MessageComposer
          send={async (body) => {
            await send.mutateAsync(body);
          }}
        />
      )}
    </section>
  );
}
