import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, type ReactNode } from "react";
import { AfterIdle } from "../../ui/AfterIdle";
import { PendingClaimBanner } from "../post-form/PendingClaimBanner";
import { Footer } from "./Footer";
import { Header } from "./Header";

// Sends ads queued offline; loaded apart so the first page does not carry the form code.
const OutboxSync = lazy(() => import("../post-form/OutboxSync").then((module) => ({ default: module.OutboxSync })));

/** Header, content and footer: the layout of most pages (spec section 2, "default"). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Перейти к содержимому</Trans>
      </a>
      <Header />
      <PendingClaimBanner />
      <AfterIdle>
        <Suspense fallback={null}>
          <OutboxSync />
        </Suspense>
      </AfterIdle>
      <main id="main" className="container site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
