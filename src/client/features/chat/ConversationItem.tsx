import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Conversation } from "../../../shared/contract/profile";
import { LOCALE_TAGS } from "../../../shared/locales";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { listTime } from "./chat-time";
import { useOtherName } from "./useOtherName";
import { HiddenMessage } from "./ThreadSafety";
import "./chat.css";

/** The ad's cover, or its title's first letter when it has no photo. */
export function AdThumb({ post, size }: { post: Conversation["post"]; size: number }) {
  return post.thumb_url ? (
    <img className="chat-thumb" src={post.thumb_url} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="chat-thumb chat-thumb--empty" style={{ width: size, height: size }} aria-hidden="true">
      {post.title.slice(0, 1)}
    </span>
  );
}

/** One conversation in the list: the ad's photo, the other person, the ad's title, the last message and its time. */
export function ConversationItem({ conversation, current }: { conversation: Conversation; current: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const name = useOtherName()(conversation);
  const { unread, last_message: last } = conversation;
  const classes = ["chat-item", current ? "chat-item--current" : "", unread > 0 ? "chat-item--unread" : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <Link
      to={pathOf("profile.chat", locale)}
      search={{ c: conversation.id }}
      className={classes}
      aria-current={current ? "page" : undefined}
    >
      <AdThumb post={conversation.post} size={56} />
      <span className="chat-item__body">
        <span className="chat-item__top">
          <span className="chat-item__name">{name}</span>
          {last ? (
            <time className="chat-item__time" dateTime={last.created_at}>
              {listTime(last.created_at, LOCALE_TAGS[locale])}
            </time>
          ) : null}
        </span>
        <span className="chat-item__post">{conversation.post.title}</span>
        <span className="chat-item__bottom">
          {last ? (
            <span className="chat-item__last">
              {last.mine ? (
                <span className="chat-item__you">
                  <Trans>Вы:</Trans>{" "}
                </span>
              ) : null}
              {last.hidden ? <HiddenMessage /> : last.body}
            </span>
          ) : null}
          {unread > 0 ? (
            <span className="chat-item__unread" aria-label={t`Непрочитанных: ${unread}`}>
              {unread}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
