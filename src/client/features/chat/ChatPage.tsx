import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { sendMessageRequestSchema, type Conversation } from "../../../shared/contract/profile";
import { LOCALE_TAGS } from "../../../shared/locales";
import { pathOf } from "../../../shared/routes";
import { ApiError } from "../../lib/api";
import { FormAlert } from "../../ui/FormAlert";
import { useTranslateError } from "../auth/useTranslateError";
import { useLocale } from "../i18n/useLocale";
import { usePostHref } from "../posts/PostCard";
import { conversationsQuery, messagesQuery, sendMessage } from "../profile/api";
import { ProfileSection } from "../profile/ProfileSection";
import { QueryView } from "../../ui/QueryView";
import { dateTimeFormat } from "../../lib/intl";

/** /profile/chat: conversations about ads; the open one (`?c=`) beside the list, or alone on a phone. */
export function ChatPage({ open }: { open: number | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const list = useQuery(conversationsQuery(locale));
  return (
    <ProfileSection title={<Trans>Сообщения</Trans>} current="chat">
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
                    <ConversationLink conversation={conversation} current={conversation.id === open} />
                  </li>
                ))}
              </ul>
              {open === null ? null : <Thread id={open} />}
            </div>
          )
        }
      </QueryView>
    </ProfileSection>
  );
}

function ConversationLink({ conversation, current }: { conversation: Conversation; current: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const unread = conversation.unread;
  const name = conversation.other.name ?? t`Пользователь`;
  return (
    <Link
      to={pathOf("profile.chat", locale)}
      search={{ c: conversation.id }}
      className={`chat__item${current ? " chat__item--current" : ""}`}
      aria-current={current ? "page" : undefined}
    >
      <strong>{name}</strong>
      <span className="chat__post">{conversation.post.title}</span>
      {conversation.last_message ? <span className="chat__last">{conversation.last_message.body}</span> : null}
      {unread > 0 ? <span className="chat__unread" aria-label={t`Непрочитанных: ${unread}`}>{unread}</span> : null}
    </Link>
  );
}

function Thread({ id }: { id: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const href = usePostHref();
  const queryClient = useQueryClient();
  const translateError = useTranslateError();
  const thread = useQuery(messagesQuery(locale, id));
  const [failure, setFailure] = useState<string | null>(null);
  const end = useRef<HTMLLIElement>(null);
  const form = useForm<{ body: string }>({ resolver: zodResolver(sendMessageRequestSchema), defaultValues: { body: "" } });
  const time = dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "short", timeStyle: "short" });
  const count = thread.data?.data.length ?? 0;
  // A statement, not the effect's value: newer Chromium returns a promise from scrollIntoView, and React
  // would call what an effect returns as its clean-up ("l is not a function" on the next message).
  useEffect(() => {
    end.current?.scrollIntoView({ block: "nearest" });
  }, [count]);
  // Reading marks messages read: the list's unread counts and the header badge follow.
  useEffect(() => {
    if (thread.isSuccess) void queryClient.invalidateQueries({ queryKey: ["profile", "chats", locale], exact: true });
  }, [thread.isSuccess, thread.dataUpdatedAt, queryClient, locale]);

  const onSubmit = form.handleSubmit(async ({ body }) => {
    setFailure(null);
    try {
      await sendMessage(locale, id, body);
      form.reset({ body: "" });
      await queryClient.invalidateQueries({ queryKey: ["profile", "chats", locale] });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t`Не удалось отправить. Попробуйте ещё раз.`);
    }
  });

  if (thread.isPending) return <p role="status">{t`Загрузка…`}</p>;
  if (thread.isError) return <p role="alert">{thread.error.message}</p>;
  const conversation = thread.data.conversation;
  return (
    <section className="chat__thread" aria-labelledby="thread-title">
      <h2 id="thread-title" className="chat__title">
        <Link to={pathOf("profile.chat", locale)} className="chat__back" aria-label={t`Ко всем перепискам`}>
          ←
        </Link>{" "}
        <Link to={href(conversation.post)}>{conversation.post.title}</Link>
      </h2>
      <ol className="chat__messages" aria-live="polite">
        {thread.data.data.map((message) => (
          <li key={message.id} className={`chat__message${message.mine ? " chat__message--mine" : ""}`}>
            <p>{message.body}</p>
            <time dateTime={message.created_at}>{time.format(new Date(message.created_at))}</time>
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      <form className="chat__form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <label className="visually-hidden" htmlFor="chat-body">
          <Trans>Сообщение</Trans>
        </label>
        <textarea id="chat-body" {...form.register("body")} className="input textarea" rows={2} aria-invalid={Boolean(form.formState.errors.body)} />
        <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
          <Trans>Отправить</Trans>
        </button>
      </form>
      <FormAlert message={translateError(form.formState.errors.body?.message) ?? failure} />
    </section>
  );
}
