import { lazy, Suspense, type ComponentType } from "react";
import KpPage from "./KpPage";
import type { MoneySearch } from "../../features/money/search";
import SubscriptionPage from "../../features/money/SubscriptionPage";

type PageComponent = ComponentType<{ search: MoneySearch }>;
const lazyPage = (load: () => Promise<{ default: PageComponent }>) => lazy(load);

// Each page of the money flow is its own chunk: none of it weighs on the listings' first visit. The two offer pages
// come with the info pages' chunk instead: drawn by the server, they must work as soon as the app has taken the
// page over (a lazy part adopts its HTML only when its chunk arrives, and a tap before that does nothing).
const PAGES = {
  kp: KpPage,
  subscription: SubscriptionPage,
  "single-promotion": lazyPage(() => import("../../features/money/SinglePromotionPage")),
  "credit-card-payment": lazyPage(() => import("../../features/money/CardPaymentPage")),
  "authorize-payment": lazyPage(() => import("../../features/money/AuthorizePaymentPage")),
  "after-payment": lazyPage(() => import("../../features/money/AfterPaymentPage")),
  "quick-payment": lazyPage(() => import("../../features/money/QuickPaymentPage")),
  "payment-auto-charge": lazyPage(() => import("../../features/money/AutoChargePage")),
} as const;

export type MoneyPageName = keyof typeof PAGES;

export function isMoneyPage(page: string): page is MoneyPageName {
  return Object.hasOwn(PAGES, page);
}

/** One page of what is sold and how it is paid, by its route's name. */
export function MoneyPage({ page, search }: { page: MoneyPageName; search: MoneySearch }) {
  const Page = PAGES[page];
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <Page search={search} />
    </Suspense>
  );
}
