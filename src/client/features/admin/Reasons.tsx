import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { z } from "zod";
import type { adminAuthorSchema, reportSummarySchema } from "../../../shared/contract/admin";
import type { RuleHit } from "../../../shared/contract/moderation";
import { LOCALE_TAGS } from "../../../shared/locales";
import { pathOf } from "../../../shared/routes";
import { dateTimeFormat } from "../../lib/intl";
import { useLocale } from "../../lib/useLocale";
import { useAdminLabels } from "./labels";

type ReportSummary = z.infer<typeof reportSummarySchema>;
type Author = z.infer<typeof adminAuthorSchema>;

/** A date and time as the moderator reads them, short. */
export function useShortDate() {
  const locale = useLocale();
  const format = dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "short", timeStyle: "short" });
  return (iso: string) => format.format(new Date(iso));
}

/** Why an ad waits: each rule that fired with what it found, and the reports with their reasons and notes. */
export function Reasons({ hits, reports }: { hits: readonly RuleHit[]; reports: ReportSummary }) {
  const { t } = useLingui();
  const labels = useAdminLabels();
  if (hits.length === 0 && reports.open === 0 && reports.notes.length === 0) return null;
  return (
    <div className="admin-reasons">
      {hits.length > 0 ? (
        <ul className="admin-reasons__list" aria-label={t`Сработавшие правила`}>
          {hits.map((hit, index) => (
            <li key={index} className="admin-chip admin-chip--rule">
              <strong>{labels.rule[hit.rule]}</strong>
              {hit.detail ? `: ${hit.detail}` : null}
            </li>
          ))}
        </ul>
      ) : null}
      {reports.open > 0 ? (
        <>
          <p className="admin-reasons__head">
            {t`Открытых жалоб: ${reports.open}`}
            {reports.visitors > 0 ? (
              <span className="admin-chip admin-chip--visitor">{t`от посетителей без входа: ${reports.visitors}`}</span>
            ) : null}
          </p>
          <ul className="admin-reasons__list" aria-label={t`Причины жалоб`}>
            {reports.reasons.map((item) => (
              <li key={item.reason} className="admin-chip admin-chip--report">
                {labels.report[item.reason]} × {item.count}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {reports.notes.length > 0 ? (
        <ul className="admin-reasons__notes" aria-label={t`Комментарии к жалобам`}>
          {reports.notes.map((note, index) => (
            <li key={index}>
              <q>{note}</q>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Who posted it, as the moderator weighs them: since when, approved ads, upheld reports, a ban. */
export function AuthorRecord({ author }: { author: Author | null }) {
  const locale = useLocale();
  const date = useShortDate();
  if (!author) {
    return (
      <p className="admin-author">
        <Trans>Автор неизвестен</Trans>
      </p>
    );
  }
  const name = author.name ?? `№${String(author.id)}`;
  const since = date(author.created_at);
  const approved = author.approved_ads;
  const upheld = author.upheld_reports;
  return (
    <p className="admin-author">
      <Link to={pathOf("admin.users", locale)} search={{ user: author.id }} className="admin-author__name">
        {name}
      </Link>
      {author.phone ? <span>{author.phone}</span> : null}
      <span>
        <Trans>с {since}</Trans>
      </span>
      <span>
        <Trans>одобрено: {approved}</Trans>
      </span>
      <span className={upheld > 0 ? "admin-author__bad" : undefined}>
        <Trans>подтверждённых жалоб: {upheld}</Trans>
      </span>
      {author.banned ? (
        <span className="admin-chip admin-chip--danger">
          <Trans>заблокирован</Trans>
        </span>
      ) : null}
    </p>
  );
}
