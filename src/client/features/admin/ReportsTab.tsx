import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId, useState, type SyntheticEvent } from "react";
import type { z } from "zod";
import type { adminReportSchema } from "../../../shared/contract/admin";
import { pathOf } from "../../../shared/routes";
import { ApiError } from "../../lib/api";
import { useLocale } from "../../lib/useLocale";
import { FormAlert } from "../../ui/FormAlert";
import { Modal } from "../../ui/Modal";
import { hideMessageMutation, reportsQuery, resolveReportMutation } from "./api";
import { BanDialog } from "./BanDialog";
import { useShortDate } from "./Reasons";
import type { AdminSearch } from "./search";
import { DialogActions } from "./DialogActions";
import { useAdminLabels } from "./labels";
import { PagedList } from "./PagedList";

type Report = z.infer<typeof adminReportSchema>;

/** Hiding a chat message: both sides then read that a moderator removed it; the reason goes to the audit log. */
function HideDialog({ messageId, open, onClose }: { messageId: number; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const reasonId = useId();
  const hide = useMutation(hideMessageMutation(locale));
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!reason.trim()) return setFailure(t`Укажите причину.`);
    hide.mutate(
      { id: messageId, reason: reason.trim() },
      {
        onSuccess: onClose,
        onError: (error) => setFailure(error instanceof ApiError ? error.message : t`Не удалось. Попробуйте ещё раз.`),
      },
    );
  };
  return (
    <Modal open={open} onClose={onClose} title={t`Скрыть сообщение`} narrow closable={!hide.isPending}>
      <h2 className="modal__title">
        <Trans>Скрыть сообщение</Trans>
      </h2>
      <form className="admin-form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={reasonId}>
            <Trans>Причина</Trans>
          </label>
          <input
            id={reasonId}
            className="input"
            maxLength={500}
            value={reason}
            aria-required="true"
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <FormAlert message={failure} />
        <DialogActions busy={hide.isPending} onCancel={onClose}>
          <Trans>Скрыть</Trans>
        </DialogActions>
      </form>
    </Modal>
  );
}

/** One report: what, why, by whom; upheld or dismissed, a message hidden, its subject banned. */
export function ReportRow({ report, actions = true }: { report: Report; actions?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useAdminLabels();
  const date = useShortDate();
  const resolve = useMutation(resolveReportMutation(locale));
  const [open, setOpen] = useState<"hide" | "ban" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const act = (verdict: "uphold" | "dismiss") => {
    setFailure(null);
    resolve.mutate(
      { id: report.id, verdict },
      { onError: (error) => setFailure(error instanceof ApiError ? error.message : t`Не удалось.`) },
    );
  };
  const by = report.reporter;
  const reporter = by ? (by.name ?? `№${String(by.id)}`) : null;
  const when = date(report.created_at);
  return (
    <li className="admin-card admin-card--report">
      <div className="admin-card__body">
        <p className="admin-card__meta">
          <span className="admin-chip">{labels.target[report.target]}</span>
          <span className="admin-chip admin-chip--report">{labels.report[report.reason]}</span>
          <span>{labels.reportStatus[report.status]}</span>
          <time dateTime={report.created_at}>{when}</time>
        </p>
        <p className="admin-card__title">
          {report.target === "message" ? <q>{report.target_label}</q> : report.target_label}
        </p>
        {report.note ? (
          <p className="admin-card__excerpt">
            <Trans>Комментарий: {report.note}</Trans>
          </p>
        ) : null}
        <p className="admin-author">
          {by ? (
            <Trans>
              Пожаловался:{" "}
              <Link to={pathOf("admin.users", locale)} search={{ user: by.id }}>
                {reporter}
              </Link>
            </Trans>
          ) : (
            <span className="admin-chip admin-chip--visitor">
              <Trans>Пожаловался посетитель без входа</Trans>
            </span>
          )}
          {report.subject_user_id !== null ? (
            <Link to={pathOf("admin.users", locale)} search={{ user: report.subject_user_id }}>
              <Trans>Страница нарушителя</Trans>
            </Link>
          ) : null}
        </p>
        <FormAlert message={failure} />
        {actions && report.status === "open" ? (
          <div className="admin-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={resolve.isPending}
              onClick={() => act("uphold")}
            >
              <Trans>Подтвердить</Trans>
            </button>
            <button type="button" className="button" disabled={resolve.isPending} onClick={() => act("dismiss")}>
              <Trans>Отклонить жалобу</Trans>
            </button>
            {report.target === "message" ? (
              <button type="button" className="button" onClick={() => setOpen("hide")}>
                <Trans>Скрыть сообщение</Trans>
              </button>
            ) : null}
            {report.subject_user_id !== null ? (
              <button type="button" className="button" onClick={() => setOpen("ban")}>
                <Trans>Заблокировать</Trans>
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      {report.target === "message" ? (
        <HideDialog messageId={report.target_id} open={open === "hide"} onClose={() => setOpen(null)} />
      ) : null}
      {report.subject_user_id !== null ? (
        <BanDialog
          open={open === "ban"}
          fixed={{ kind: "user", value: String(report.subject_user_id), label: "" }}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </li>
  );
}

/** Reports of users and chat messages (ads' reports wait in the queue), open ones first. */
export function ReportsTab({ search }: { search: AdminSearch }) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useAdminLabels();
  const status = search.status ?? "open";
  const target = search.target;
  const reports = useQuery(reportsQuery(locale, { status, target, page: search.page ?? 1 }));
  const here = pathOf("admin.reports", locale);
  return (
    <>
      <nav className="view-tabs admin-tabs" aria-label={t`Какие жалобы показать`}>
        {(["open", "upheld", "dismissed"] as const).map((item) => (
          <Link
            key={item}
            className="view-tabs__tab"
            to={here}
            search={{ ...(item === "open" ? {} : { status: item }), ...(target ? { target } : {}) }}
            aria-current={item === status ? "page" : undefined}
          >
            {labels.reportStatus[item]}
          </Link>
        ))}
      </nav>
      <nav className="view-tabs admin-tabs" aria-label={t`На что жалобы`}>
        {([undefined, "user", "message"] as const).map((item) => (
          <Link
            key={item ?? "all"}
            className="view-tabs__tab"
            to={here}
            search={{ ...(status === "open" ? {} : { status }), ...(item ? { target: item } : {}) }}
            aria-current={item === target ? "page" : undefined}
          >
            {item ? labels.target[item] : t`Все`}
          </Link>
        ))}
      </nav>
      <PagedList query={reports} empty={<Trans>Жалоб нет.</Trans>}>
        {(report) => <ReportRow key={report.id} report={report} />}
      </PagedList>
    </>
  );
}
