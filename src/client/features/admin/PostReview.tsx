import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import type { PostDetail } from "../../../shared/contract/posts";
import { LOCALE_TAGS } from "../../../shared/locales";
import { pathOf } from "../../../shared/routes";
import { ApiError } from "../../lib/api";
import { dateTimeFormat } from "../../lib/intl";
import { useLocale } from "../../lib/useLocale";
import { FormAlert } from "../../ui/FormAlert";
import { QueryView } from "../../ui/QueryView";
import { PostBody } from "../../ui/PostBody";
import { usePostStatusText } from "../../entities/post-status";
import { adminPostQuery, approveMutation } from "./api";
import { BanDialog } from "./BanDialog";
import { MoveDialog } from "./MoveDialog";
import { AuthorRecord, Reasons } from "./Reasons";
import { RejectDialog } from "./RejectDialog";
import { useAdminLabels } from "./labels";

/** The ad as its page draws it for users (photos, price, facts, text, contacts), without its buttons. */
function PostAsUsersSeeIt({ post }: { post: PostDetail }) {
  const { t } = useLingui();
  const locale = useLocale();
  const published = dateTimeFormat(LOCALE_TAGS[locale], { day: "numeric", month: "long", year: "numeric" }).format(
    new Date(post.created_at),
  );
  const contacts = [
    post.contact.contact_person,
    post.contact.company_name,
    post.contact.email,
    post.contact.whatsapp,
    post.contact.telegram,
    post.contact.instagram,
    post.contact.web_site,
    post.contact.address,
  ].filter((value): value is string => Boolean(value));
  return (
    <article className="admin-post post-page" lang={LOCALE_TAGS[post.lang]} aria-labelledby="admin-post-title">
      <h2 id="admin-post-title" className="page-title">
        {post.title}
      </h2>
      <p className="post-page__meta">
        {post.location ? <span>{post.location.name}</span> : null}
        {post.category ? <span>{post.category.name}</span> : null}
        <time dateTime={post.created_at}>{published}</time>
      </p>
      <PostBody post={post} />
      {contacts.length > 0 || post.contact.has_phone ? (
        <section className="admin-post__contacts" aria-label={t`Контакты`}>
          <h3>
            <Trans>Контакты</Trans>
          </h3>
          <ul>
            {post.contact.has_phone ? (
              <li>
                <Trans>Телефон указан</Trans>
              </li>
            ) : null}
            {contacts.map((value) => (
              <li key={value}>{value}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

type Open = "reject" | "move" | "ban" | null;

/** One ad under review: as users see it, why it waits, who posted it, and the decisions. */
export function PostReview({ id }: { id: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useAdminLabels();
  const statusText = usePostStatusText();
  const answer = useQuery(adminPostQuery(locale, id));
  const approve = useMutation(approveMutation(locale));
  const [open, setOpen] = useState<Open>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const back = pathOf("admin.queue", locale);
  // A decision disables the button that made it: focus goes to what it did instead of to the page's start.
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const onApprove = () => {
    setFailure(null);
    approve.mutate(
      { id },
      {
        onSuccess: () => setDone(t`Объявление опубликовано.`),
        onError: (error) => setFailure(error instanceof ApiError ? error.message : t`Не удалось. Попробуйте ещё раз.`),
      },
    );
  };
  return (
    <div className="admin-review">
      <p>
        <Link to={back} search={(prev) => ({ ...prev, post: undefined })} className="admin-back">
          <Trans>← К очереди</Trans>
        </Link>
      </p>
      <QueryView query={answer}>
        {({ data }) => {
          const status = data.post.status;
          return (
            <div className="admin-review__grid">
              <PostAsUsersSeeIt post={data.post} />
              <aside className="admin-review__side" aria-label={t`Решение`}>
                <p className="admin-review__state">
                  <span className={`status status--${status}`}>{statusText(status).label}</span>
                  {data.review_reason ? <span className="admin-chip">{labels.review[data.review_reason]}</span> : null}
                </p>
                <Reasons hits={data.rule_hits} reports={data.reports} />
                {data.review_note ? (
                  <p className="admin-review__note">
                    <Trans>Причина отказа: {data.review_note}</Trans>
                  </p>
                ) : null}
                <h3 className="admin-review__subtitle">
                  <Trans>Автор</Trans>
                </h3>
                <AuthorRecord author={data.author} />
                <div role="status" className="admin-review__done" ref={doneRef} tabIndex={-1}>
                  {done}
                </div>
                <FormAlert message={failure} />
                <div className="admin-actions">
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={onApprove}
                    disabled={approve.isPending || (status === "active" && data.reports.open === 0)}
                  >
                    <Trans>Одобрить</Trans>
                  </button>
                  <button
                    type="button"
                    className="button button--danger-solid"
                    onClick={() => setOpen("reject")}
                    disabled={status === "rejected"}
                  >
                    <Trans>Отклонить</Trans>
                  </button>
                  <button type="button" className="button" onClick={() => setOpen("move")}>
                    <Trans>Сменить категорию</Trans>
                  </button>
                  {data.author ? (
                    <button type="button" className="button" onClick={() => setOpen("ban")}>
                      <Trans>Заблокировать автора</Trans>
                    </button>
                  ) : null}
                </div>
              </aside>
              <RejectDialog
                open={open === "reject"}
                postId={id}
                title={data.post.title}
                onClose={() => setOpen(null)}
                onDone={() => setDone(t`Объявление отклонено, автор получит причину.`)}
              />
              <MoveDialog
                open={open === "move"}
                postId={id}
                section={data.post.section}
                categoryId={data.category_id}
                onClose={() => setOpen(null)}
                onDone={() => setDone(t`Категория изменена.`)}
              />
              {data.author ? (
                <BanDialog
                  open={open === "ban"}
                  fixed={{ kind: "user", value: String(data.author.id), label: data.author.name ?? "" }}
                  onClose={() => setOpen(null)}
                />
              ) : null}
            </div>
          );
        }}
      </QueryView>
    </div>
  );
}
