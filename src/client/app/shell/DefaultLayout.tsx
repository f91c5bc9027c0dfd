import { Trans } from "@lingui/react/macro";
import { Suspense, type ReactNode } from "react";
import { AfterIdle } from "../../ui/AfterIdle";
import { OutboxGate } from "../../features/post-form/OutboxGate";
import { PendingClaimBanner } from "../../features/post-form/PendingClaimBanner";
import { Header } from "./Header";
import { useScrolledMark } from "./useScrolledMark";
import { lazyPart } from "../../lib/lazy-part";

// Below the fold or at the screen's edge: the server draws them whole, and the browser takes them over once their
// own files are in, just after the page (the tab bar's links work as plain links meanwhile).
const Footer = lazyPart(() => import("./Footer").then((module) => module.Footer));
const TabBar = lazyPart(() => import("./TabBar").then((module) => module.TabBar));

/** Header, content and footer, and the tab bar on phones: the layout of most pages ("default"). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  useScrolledMark();
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Перейти к содержимому</Trans>
      </a>
      <Header />
      <PendingClaimBanner />
      <AfterIdle>
        <OutboxGate />
      </AfterIdle>
      <main id="main" className="container site-main" tabIndex={-1}>
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <TabBar />
      </Suspense>
    </>
  );
}
