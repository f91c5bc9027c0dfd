import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { pathOf } from "../../../shared/routes";
import { homeParams, useLocale } from "../../lib/useLocale";
import { Icon, type IconName } from "../../ui/Icon";
import { useCurrentPage } from "../../lib/usePageHead";
import { useUnreadMessages } from "../../api/session/useSession";
import { PostAdMenu } from "../../ui/PostAdMenu";
import { focusSiteSearch } from "./site-search";

/** A badge never grows past two digits and a plus. */
const BADGE_MAX = 99;

/** Pages whose own submit button sits at the bottom of a long form: the bar would cover it. */
const hidesTabBar = (routeId: string) => routeId.startsWith("form.") || routeId.startsWith("profile.edit");

function TabLabel({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <>
      <Icon name={icon} size={24} />
      <span className="tab-bar__label">{children}</span>
    </>
  );
}

/**
 * The phone's and the installed app's way around: Home, Search, Post, Messages (with the unread count) and Profile,
 * at the bottom where a thumb reaches. Wide browser windows have all of it in the header instead (styles.css).
 */
export function TabBar() {
  const { t } = useLingui();
  const locale = useLocale();
  const route = useCurrentPage()?.route;
  const unread = useUnreadMessages();
  if (route && hidesTabBar(route.id)) return null;
  const current = (id: string) => (route?.id === id ? "page" : undefined);
  const badge = unread > BADGE_MAX ? `${String(BADGE_MAX)}+` : String(unread);
  return (
    <nav className="tab-bar" aria-label={t`Главное меню`}>
      <ul className="tab-bar__list">
        <li>
          <Link
            to="/{-$locale}/{-$location}"
            params={homeParams(locale)}
            search={{}}
            className="tab-bar__tab"
            aria-current={current("home")}
          >
            <TabLabel icon="home">
              <Trans>Главная</Trans>
            </TabLabel>
          </Link>
        </li>
        <li>
          <button type="button" className="tab-bar__tab" onClick={focusSiteSearch}>
            <TabLabel icon="search">
              <Trans>Поиск</Trans>
            </TabLabel>
          </button>
        </li>
        <li>
          <PostAdMenu variant="tab" />
        </li>
        <li>
          <Link
            to={pathOf("profile.chat", locale)}
            className="tab-bar__tab"
            aria-current={current("profile.chat")}
            aria-label={unread > 0 ? t`Сообщения, непрочитанных: ${unread}` : undefined}
          >
            <TabLabel icon="chat">
              <Trans>Сообщения</Trans>
            </TabLabel>
            {unread > 0 ? <span className="tab-bar__badge">{badge}</span> : null}
          </Link>
        </li>
        <li>
          <Link
            to={pathOf("profile.listing", locale)}
            className="tab-bar__tab"
            aria-current={route?.id.startsWith("profile.") && route.id !== "profile.chat" ? "page" : undefined}
          >
            <TabLabel icon="user">
              <Trans>Профиль</Trans>
            </TabLabel>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
