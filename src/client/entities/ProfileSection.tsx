import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { PROFILE_PAGES } from "../../shared/routes";
import { ProfileNav, type ProfilePage } from "./ProfileNav";
import "../ui/forms.css";

/** An account page: its title (the route table's, as its tab and the page head say it), the tabs, its content. */
export function ProfileSection({ current, children }: { current: ProfilePage; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <section className="page-section" aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(PROFILE_PAGES[current])}</h1>
      <ProfileNav current={current} />
      {children}
    </section>
  );
}
