import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useId, useState, type SyntheticEvent } from "react";
import { USER_ROLES, type UserRole } from "../../../shared/contract/roles";
import { LOCALE_TAGS } from "../../../shared/locales";
import { pathOf } from "../../../shared/routes";
import { ApiError } from "../../lib/api";
import { numberFormat } from "../../lib/intl";
import { useLocale } from "../../lib/useLocale";
import { FormAlert } from "../../ui/FormAlert";
import { QueryView } from "../../ui/QueryView";
import { adminMeQuery, roleMutation, userQuery, usersQuery } from "./api";
import { BanDialog } from "./BanDialog";
import { BanRow } from "./BansTab";
import { AuthorRecord, useShortDate } from "./Reasons";
import { ReportRow } from "./ReportsTab";
import type { AdminSearch } from "./search";
import { useAdminLabels } from "./labels";
import { PagedList } from "./PagedList";
import { usePostStatusText } from "../../entities/post-status";

/** An admin gives and takes roles; a moderator reads the role only. */
function RoleControl({ userId, role }: { userId: number; role: UserRole }) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useAdminLabels();
  const id = useId();
  const me = useQuery(adminMeQuery(locale));
  const change = useMutation(roleMutation(locale));
  const [failure, setFailure] = useState<string | null>(null);
  if (me.data?.data.role !== "admin" || me.data.data.id === userId) {
    return <span className="admin-chip">{labels.role[role]}</span>;
  }
  return (
    <span className="admin-role">
      <label htmlFor={id}>
        <Trans>Роль</Trans>
      </label>
      <select
        id={id}
        className="input"
        value={role}
        disabled={change.isPending}
        onChange={(event) =>
          change.mutate(
            { id: userId, role: event.target.value as UserRole },
            { onError: (error) => setFailure(error instanceof ApiError ? error.message : t`Не удалось.`) },
          )
        }
      >
        {USER_ROLES.map((item) => (
          <option key={item} value={item}>
            {labels.role[item]}
          </option>
        ))}
      </select>
      <FormAlert message={failure} />
    </span>
  );
}

/** One user's page: who, their ads, the reports about them and by them, their payments and bans. */
function UserPage({ id }: { id: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const date = useShortDate();
  const statusText = usePostStatusText();
  const user = useQuery(userQuery(locale, id));
  const [banning, setBanning] = useState(false);
  const money = numberFormat(LOCALE_TAGS[locale], { style: "currency", currency: "USD" });
  const dollars = (cents: number) => money.format(cents / 100);
  return (
    <div className="admin-user">
      <p>
        <Link
          to={pathOf("admin.users", locale)}
          search={(prev) => ({ ...prev, user: undefined })}
          className="admin-back"
        >
          <Trans>← К списку</Trans>
        </Link>
      </p>
      <QueryView query={user}>
        {({ data }) => {
          const name = data.user.name ?? `№${String(data.user.id)}`;
          const since = date(data.user.created_at);
          return (
            <>
              <div className="admin-user__head">
                <h2>{name}</h2>
                <p className="admin-author">
                  <span>№{data.user.id}</span>
                  {data.user.phone ? <span>{data.user.phone}</span> : null}
                  {data.user.email ? <span>{data.user.email}</span> : null}
                  <span>{data.user.locale}</span>
                  <span>
                    <Trans>с {since}</Trans>
                  </span>
                  {data.user.banned ? (
                    <span className="admin-chip admin-chip--danger">
                      <Trans>заблокирован</Trans>
                    </span>
                  ) : null}
                </p>
                <div className="admin-actions">
                  <RoleControl userId={data.user.id} role={data.user.role} />
                  <button type="button" className="button button--danger-solid" onClick={() => setBanning(true)}>
                    <Trans>Заблокировать</Trans>
                  </button>
                </div>
              </div>
              <section aria-labelledby="user-ads">
                <h3 id="user-ads">{t`Объявления (${data.ads.length})`}</h3>
                {data.ads.length === 0 ? (
                  <p className="admin-empty">
                    <Trans>Объявлений нет.</Trans>
                  </p>
                ) : (
                  <ul className="admin-rows">
                    {data.ads.map((ad) => (
                      <li key={ad.id}>
                        <Link to={pathOf("admin.queue", locale)} search={{ post: ad.id }}>
                          {ad.title}
                        </Link>{" "}
                        <span className={`status status--${ad.status}`}>{statusText(ad.status).label}</span>{" "}
                        <time dateTime={ad.created_at}>{date(ad.created_at)}</time>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section aria-labelledby="user-reports-about">
                <h3 id="user-reports-about">{t`Жалобы на пользователя (${data.reports_about.length})`}</h3>
                <ul className="admin-list">
                  {data.reports_about.map((report) => (
                    <ReportRow key={report.id} report={report} />
                  ))}
                </ul>
              </section>
              <section aria-labelledby="user-reports-by">
                <h3 id="user-reports-by">{t`Жалобы от пользователя (${data.reports_by.length})`}</h3>
                <ul className="admin-list">
                  {data.reports_by.map((report) => (
                    <ReportRow key={report.id} report={report} actions={false} />
                  ))}
                </ul>
              </section>
              <section aria-labelledby="user-payments">
                <h3 id="user-payments">{t`Платежи (${data.payments.length})`}</h3>
                <ul className="admin-rows">
                  {data.payments.map((payment) => (
                    <li key={payment.id}>
                      {payment.product} <strong>{dollars(payment.amount_cents)}</strong> {payment.status}{" "}
                      <time dateTime={payment.created_at}>{date(payment.created_at)}</time>
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-labelledby="user-bans">
                <h3 id="user-bans">{t`Блокировки (${data.bans.length})`}</h3>
                <ul className="admin-list">
                  {data.bans.map((ban) => (
                    <BanRow key={ban.id} ban={ban} />
                  ))}
                </ul>
              </section>
              <BanDialog
                open={banning}
                fixed={{ kind: "user", value: String(data.user.id), label: name }}
                onClose={() => setBanning(false)}
              />
            </>
          );
        }}
      </QueryView>
    </div>
  );
}

/** Users by id, phone or name; one opened shows their page. */
export function UsersTab({ search }: { search: AdminSearch }) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const labels = useAdminLabels();
  const inputId = useId();
  const q = search.q ?? "";
  const [words, setWords] = useState(q);
  const users = useQuery({ ...usersQuery(locale, q, search.page ?? 1), enabled: search.user === undefined });
  if (search.user !== undefined) return <UserPage id={search.user} />;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = words.trim().slice(0, 64);
    void navigate({ to: pathOf("admin.users", locale), search: trimmed ? { q: trimmed } : {} });
  };
  return (
    <>
      <form className="admin-search" role="search" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          <Trans>Номер, телефон или имя</Trans>
        </label>
        <input
          id={inputId}
          className="input"
          type="search"
          maxLength={64}
          value={words}
          placeholder={t`Номер, телефон или имя`}
          onChange={(event) => setWords(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          <Trans>Найти</Trans>
        </button>
      </form>
      <PagedList query={users} empty={<Trans>Никого не нашли.</Trans>}>
        {(user) => (
          <li key={user.id} className="admin-card">
            <div className="admin-card__body">
              <AuthorRecord author={user} />
              <p className="admin-author">
                <span>{labels.role[user.role]}</span>
                <span>{t`объявлений: ${user.ads}`}</span>
              </p>
            </div>
          </li>
        )}
      </PagedList>
    </>
  );
}
