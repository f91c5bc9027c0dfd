import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useId, useState, type SyntheticEvent } from "react";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { Pagination } from "../../ui/Pagination";
import { QueryView } from "../../ui/QueryView";
import { auditPath, auditQuery, type AuditFilter } from "./api";
import { useShortDate } from "./Reasons";
import type { AdminSearch } from "./search";

/** An entry's details as one line of `key: value` (ids and states: the log holds no personal data). */
const detailsText = (details: Record<string, unknown>): string =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(", ");

/** The audit log: who did what, to what, when and why; filtered by action and actor, paged, and as CSV. */
export function AuditTab({ search }: { search: AdminSearch }) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const date = useShortDate();
  const ids = { action: useId(), actor: useId() };
  const filter: AuditFilter = { action: search.action, actor_id: search.actor, page: search.page ?? 1 };
  const [action, setAction] = useState(search.action ?? "");
  const [actor, setActor] = useState(search.actor ? String(search.actor) : "");
  const audit = useQuery(auditQuery(locale, filter));
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const actorId = Number(actor);
    void navigate({
      to: pathOf("admin.audit", locale),
      search: {
        ...(action.trim() ? { action: action.trim().slice(0, 40) } : {}),
        ...(Number.isSafeInteger(actorId) && actorId > 0 ? { actor: actorId } : {}),
      },
    });
  };
  return (
    <>
      <form className="admin-search admin-search--audit" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={ids.action}>
            <Trans>Действие</Trans>
          </label>
          <input
            id={ids.action}
            className="input"
            maxLength={40}
            value={action}
            placeholder="post.reject"
            onChange={(event) => setAction(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.actor}>
            <Trans>Номер сотрудника</Trans>
          </label>
          <input
            id={ids.actor}
            className="input"
            inputMode="numeric"
            maxLength={10}
            value={actor}
            onChange={(event) => setActor(event.target.value.replace(/\D/g, ""))}
          />
        </div>
        <button type="submit" className="button button--primary">
          <Trans>Показать</Trans>
        </button>
        <a className="button" href={auditPath(filter, true)} download>
          <Trans>Скачать CSV</Trans>
        </a>
      </form>
      <QueryView query={audit}>
        {(answer) =>
          answer.data.length === 0 ? (
            <p className="admin-empty">
              <Trans>Записей нет.</Trans>
            </p>
          ) : (
            <>
              <div className="admin-table-wrap" role="region" aria-label={t`Журнал действий`} tabIndex={0}>
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">{t`Когда`}</th>
                      <th scope="col">{t`Кто`}</th>
                      <th scope="col">{t`Действие`}</th>
                      <th scope="col">{t`Объект`}</th>
                      <th scope="col">{t`Причина`}</th>
                      <th scope="col">{t`Подробности`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {answer.data.map((entry) => (
                      <tr key={entry.id}>
                        <td>
                          <time dateTime={entry.created_at}>{date(entry.created_at)}</time>
                        </td>
                        <td>{entry.actor ? (entry.actor.name ?? `№${String(entry.actor.id)}`) : t`Система`}</td>
                        <td>
                          <code>{entry.action}</code>
                        </td>
                        <td>
                          {entry.target_kind} №{entry.target_id}
                        </td>
                        <td>{entry.reason ?? "—"}</td>
                        <td className="admin-table__details">{detailsText(entry.details)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination page={answer.meta.page} lastPage={answer.meta.last_page} />
            </>
          )
        }
      </QueryView>
    </>
  );
}
