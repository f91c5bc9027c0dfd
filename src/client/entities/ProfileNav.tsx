import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { pathOf, PROFILE_PAGES, type ProfilePageSlug } from "../../shared/routes";
import { useLocale } from "../lib/useLocale";
import { SignOutButton } from "./SignOutButton";
import { conversationsQuery } from "../api/chat";

/** The account's tabs in their order; finishing a registration is a step, not a tab. */
const PAGES = ["listing", "favorite-posts", "chat", "find-job", "payments", "banners", "settings"] as const;
export type ProfilePage = (typeof PAGES)[number] & ProfilePageSlug;

/** The account's sections, the current one marked; signing out last, set apart, as a different kind of action. */
export function ProfileNav({ current }: { current: ProfilePage }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  // The same query as the chat page's list: counted once, read there, gone here.
  const unread =
    useQuery({ ...conversationsQuery(locale), select: ({ data }) => data.reduce((sum, chat) => sum + chat.unread, 0) })
      .data ?? 0;
  // On a phone the tabs scroll sideways: the current one (often «Сообщения», past the edge) is brought into view.
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const tab = nav.current?.querySelector('[aria-current="page"]');
    if (!nav.current || !tab) return;
    const past = tab.getBoundingClientRect().right - nav.current.getBoundingClientRect().right;
    if (past > 0) nav.current.scrollLeft += past;
  }, [current]);
  return (
    <nav ref={nav} className="profile-nav" aria-label={t`Личный кабинет`}>
      {PAGES.map((page) => (
        <Link
          key={page}
          to={pathOf(`profile.${page}`, locale)}
          className="profile-nav__link"
          aria-current={page === current ? "page" : undefined}
        >
          {i18n._(PROFILE_PAGES[page])}
          {page === "chat" && unread > 0 ? (
            <>
              <span className="profile-nav__badge" aria-hidden="true">
                {unread}
              </span>
              <span className="visually-hidden">{t`, непрочитанных: ${unread}`}</span>
            </>
          ) : null}
        </Link>
      ))}
      <SignOutButton className="profile-nav__link profile-nav__sign-out" />
    </nav>
  );
}
