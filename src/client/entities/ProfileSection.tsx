import type { ReactNode } from "react";
import { ProfileNav, type ProfilePage } from "./ProfileNav";
import "../ui/forms.css";

/** An account page: its title, the account's sections, then its content. */
export function ProfileSection({
  title,
  current,
  children,
}: {
  title: ReactNode;
  current: ProfilePage;
  children: ReactNode;
}) {
  return (
    <section className="page-section" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <ProfileNav current={current} />
      {children}
    </section>
  );
}
