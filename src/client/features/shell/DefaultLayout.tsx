import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { AfterIdle } from "../../ui/AfterIdle";
import { OutboxGate, PendingClaimBanner } from "../post-form";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { TabBar } from "./TabBar";
import { useScrolledMark } from "./useScrolledMark";

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
      <Footer />
      <TabBar />
    </>
  );
}
