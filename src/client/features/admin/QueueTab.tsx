import type { MessageDescriptor } from "@lingui/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "@tanstack/react-router";
import type { AdminQueueItem } from "../../../shared/contract/admin";
import { pathOf, SECTION_TITLES } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { queueQuery, type QueueTab as Tab } from "./api";
import { AuthorRecord, Reasons, useShortDate } from "./Reasons";
import { PostReview } from "./PostReview";
import type { AdminSearch } from "./search";
import { useAdminLabels } from "./labels";
import { PagedList } from "./PagedList";

const TABS = ["all", "new", "edited", "reported", "rule"] as const satisfies readonly Tab[];

/** One waiting ad: what it is, why it waits and who posted it, enough to decide from the list. */
function QueueCard({ item }: { item: AdminQueueItem }) {
  const { t, i18n } = useLingui();
  const section = (SECTION_TITLES as Partial<Record<string, MessageDescriptor>>)[item.section];
  const locale = useLocale();
  const date = useShortDate();
  const labels = useAdminLabels();
  const created = date(item.created_at);
  return (
    <li className="admin-card">
      {item.cover ? (
        <img className="admin-card__cover" src={item.cover} alt="" width={96} height={72} loading="lazy" />
      ) : (
        <span className="admin-card__cover admin-card__cover--none" aria-hidden="true" />
      )}
      <div className="admin-card__body">
        <h2 className="admin-card__title">
          <Link to={pathOf("admin.queue", locale)} search={(prev) => ({ ...prev, post: item.id })}>
            {item.title}
          </Link>
        </h2>
        <p className="admin-card__meta">
          <span>{t`№${item.id}`}</span>
          <span>{section ? i18n._(section) : item.section}</span>
          <time dateTime={item.created_at}>{created}</time>
          {item.review_reason ? <span className="admin-chip">{labels.review[item.review_reason]}</span> : null}
        </p>
        {item.excerpt ? <p className="admin-card__excerpt">{item.excerpt}</p> : null}
        <Reasons hits={item.rule_hits} reports={item.reports} />
        <AuthorRecord author={item.author} />
      </div>
    </li>
  );
}

/** The review queue: its tabs with how many wait behind each, oldest first; an opened ad replaces the list. */
export function QueueTab({ search }: { search: AdminSearch }) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useAdminLabels();
  const reason = search.reason ?? "all";
  const page = search.page ?? 1;
  const queue = useQuery(queueQuery(locale, reason, page));
  if (search.post !== undefined) return <PostReview id={search.post} />;
  const counts = queue.data?.counts;
  const count = (tab: Tab): number | null =>
    counts ? (tab === "all" ? counts.new + counts.edited + counts.reported + counts.rule : counts[tab]) : null;
  return (
    <>
      <nav className="view-tabs admin-tabs" aria-label={t`Причины проверки`}>
        {TABS.map((tab) => {
          const n = count(tab);
          return (
            <Link
              key={tab}
              className="view-tabs__tab"
              to={pathOf("admin.queue", locale)}
              search={tab === "all" ? {} : { reason: tab }}
              aria-current={tab === reason ? "page" : undefined}
            >
              {tab === "all" ? t`Все` : labels.review[tab]}
              {n !== null ? <span className="admin-tabs__count">{n}</span> : null}
            </Link>
          );
        })}
      </nav>
      <OldestHeld since={queue.data?.oldest_held_at ?? null} />
      <PagedList query={queue} empty={<Trans>Здесь ничего не ждёт проверки.</Trans>}>
        {(item) => <QueueCard key={item.id} item={item} />}
      </PagedList>
    </>
  );
}

/**
 * How long the oldest ad or edit held before going live has waited: what the team must keep short (its author is
 * told "usually within an hour"). The after-review stream is live already and is not counted.
 */
function OldestHeld({ since }: { since: string | null }) {
  // Read when the tab opens: the figure is a nudge, not a clock (the queue refetches as moderators act).
  const [openedAt] = useState(() => Date.now());
  if (since === null) return null;
  const minutes = Math.max(0, Math.round((openedAt - Date.parse(since)) / 60_000));
  const hours = Math.floor(minutes / 60);
  return (
    <p className={`admin-oldest${minutes >= 60 ? " admin-oldest--late" : ""}`} role="status">
      {hours > 0 ? (
        <Trans>
          Самое старое задержанное ждёт <Plural value={hours} one="# час" few="# часа" many="# часов" other="# часа" />
        </Trans>
      ) : (
        <Trans>
          Самое старое задержанное ждёт{" "}
          <Plural value={minutes} one="# минуту" few="# минуты" many="# минут" other="# минуты" />
        </Trans>
      )}
    </p>
  );
}
