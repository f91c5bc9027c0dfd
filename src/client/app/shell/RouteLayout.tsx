import { Trans } from "@lingui/react/macro";
import { Link, Outlet } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { homeParams, useLocale } from "../../lib/useLocale";
import { useCurrentPage } from "../../lib/usePageHead";
import { Breadcrumbs } from "./Breadcrumbs";
import { DefaultLayout } from "./DefaultLayout";
import { HeadSync } from "./HeadSync";
import { Logo } from "../../ui/Logo";

function AuthLayout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <div className="auth-layout">
      <Link to="/{-$locale}/{-$location}" params={homeParams(locale)} className="brand auth-layout__brand">
        <Logo />
        <span className="brand__name">Obyava</span>
      </Link>
      <main id="main" className="auth-layout__card" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

function BareLayout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <main id="main" className="bare-layout" tabIndex={-1}>
      {children}
      <p className="bare-layout__home">
        <Link to="/{-$locale}/{-$location}" params={homeParams(locale)}>
          <Trans>Перейти на Obyava</Trans>
        </Link>
      </p>
    </main>
  );
}

/** The layout the route table names for the page, with its head kept in step. */
export function RouteLayout() {
  const layout = useCurrentPage()?.route.layout ?? "default";
  const content = (
    <>
      <HeadSync />
      <Outlet />
    </>
  );
  switch (layout) {
    case "auth":
      return <AuthLayout>{content}</AuthLayout>;
    case "no-header-no-footer":
      return <BareLayout>{content}</BareLayout>;
    case "default-no-bread":
      return <DefaultLayout>{content}</DefaultLayout>;
    case "default":
      return (
        <DefaultLayout>
          <Breadcrumbs />
          {content}
        </DefaultLayout>
      );
  }
}
