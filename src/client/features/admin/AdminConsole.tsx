import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, type ReactNode } from "react";
import { ADMIN_TABS, type AdminTab } from "../../../shared/contract/admin";
import { pathOf } from "../../../shared/routes";
import { ApiError } from "../../lib/api";
import { useLocale } from "../../lib/useLocale";
import { adminMeQuery, queueQuery } from "./api";
import { AuditTab } from "./AuditTab";
import { BansTab } from "./BansTab";
import { QueueTab } from "./QueueTab";
import { ReportsTab } from "./ReportsTab";
import { validateAdminSearch, type AdminSearch } from "./search";
import { TeamTab } from "./TeamTab";
import { UsersTab } from "./UsersTab";
import { useAdminLabels } from "./labels";
import "../../ui/forms.css";
import "./admin.css";

/** The screen of one tab. */
function TabContent({ tab, search }: { tab: AdminTab; search: AdminSearch }) {
  switch (tab) {
    case "queue":
      return <QueueTab search={search} />;
    case "reports":
      return <ReportsTab search={search} />;
    case "users":
      return <UsersTab search={search} />;
    case "bans":
      return <BansTab page={search.page ?? 1} />;
    case "audit":
      return <AuditTab search={search} />;
    case "settings":
    case "words":
    case "categories":
    case "pages":
    case "banners":
      return <TeamTab tab={tab} />;
  }
}

/** Why the console is not shown: a plain user is told so (403), anyone else reads the API's words. */
function Refusal({ error }: { error: Error }) {
  const locale = useLocale();
  const forbidden = error instanceof ApiError && error.status === 403;
  const signedOut = error instanceof ApiError && error.status === 401;
  return (
    <section className="page-section admin-refusal" aria-labelledby="page-title">
      <h1 id="page-title">{forbidden ? <Trans>Нет доступа</Trans> : <Trans>Консоль недоступна</Trans>}</h1>
      <p>{forbidden ? <Trans>Этот раздел открыт только модераторам и администраторам сайта.</Trans> : error.message}</p>
      <p>
        {signedOut ? (
          <Link className="button button--primary" to={pathOf("auth.login", locale)}>
            <Trans>Войти</Trans>
          </Link>
        ) : (
          <Link className="button" to={pathOf("home", locale)}>
            <Trans>На главную</Trans>
          </Link>
        )}
      </p>
    </section>
  );
}

/** The console's sections: a column beside the screen on a desktop, a strip of tabs above it on a phone. */
function ConsoleNav({ tab, waiting }: { tab: AdminTab; waiting: number }) {
  const { t } = useLingui();
  const labels = useAdminLabels();
  const locale = useLocale();
  // On a phone the sections scroll sideways: the current one, often past the edge, is brought into view.
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const strip = list.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current) return;
    const past = current.getBoundingClientRect().right - strip.getBoundingClientRect().right;
    if (past > 0) strip.scrollLeft += past + 16;
  }, [tab]);
  return (
    <nav className="admin-nav" aria-label={t`Разделы консоли`}>
      <ul ref={list}>
        {ADMIN_TABS.map((item) => (
          <li key={item}>
            <Link
              to={pathOf(`admin.${item}`, locale)}
              className="admin-nav__link"
              aria-current={item === tab ? "page" : undefined}
            >
              {labels.tab[item]}
              {item === "queue" && waiting > 0 ? (
                <>
                  <span className="admin-badge" aria-hidden="true">
                    {waiting}
                  </span>
                  <span className="visually-hidden">{t`, ждут проверки: ${waiting}`}</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /admin and /admin/{tab}: the team's console, for moderators and admins (the API says who is one). */
export function AdminConsole({ tab, search: raw }: { tab: AdminTab; search: AdminSearch }): ReactNode {
  // The route passes its address through as it came: it is read here, with the console's code.
  const search = validateAdminSearch(raw);
  const labels = useAdminLabels();
  const locale = useLocale();
  const me = useQuery(adminMeQuery(locale));
  const counts = useQuery({
    ...queueQuery(locale, "all", 1),
    enabled: me.isSuccess,
    select: (answer) => answer.counts,
  });
  if (me.isPending) {
    return (
      <p role="status" className="page-section">
        <Trans>Загрузка…</Trans>
      </p>
    );
  }
  if (me.isError) return <Refusal error={me.error} />;
  const waiting = counts.data ? counts.data.new + counts.data.edited + counts.data.reported + counts.data.rule : 0;
  return (
    <div className="admin">
      <ConsoleNav tab={tab} waiting={waiting} />
      <div className="admin__main">
        <h1 id="page-title" className="admin__title">
          {labels.tab[tab]}
        </h1>
        <TabContent tab={tab} search={search} />
      </div>
    </div>
  );
}
