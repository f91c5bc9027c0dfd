import { createFileRoute } from "@tanstack/react-router";
import { Suspense } from "react";
import { isLandingPage } from "../../../shared/landings";
import { allowedValues } from "../../../shared/routes";
import { RequestsPage } from "../../features/ad-stats/RequestsPage";
import { StatisticPage } from "../../features/ad-stats/StatisticPage";
import { isMoneyPage, MoneyPage } from "../../app/screens/MoneyPage";
import { isDocumentPage } from "../../../shared/info-documents";
import { InfoDocumentBody, InfoPage } from "../../features/pages/InfoPage";
import { PageFrame } from "../../features/pages/PageFrame";
import { loadPage } from "../../app/routing/page-loader";
import { coercedInteger, searchOf, text } from "../../lib/search";
import { lazyPart } from "../../lib/lazy-part";

const VALUES = allowedValues("/{-$locale}/$page", "page");

// Each page's own part comes with it (the route's chunk names none of them): the server waits for them.
const ContactForm = lazyPart(() => import("../../features/contact/ContactForm").then((m) => m.ContactForm));
const FeedbacksWidget = lazyPart(() =>
  import("../../features/feedbacks/FeedbacksWidget").then((m) => m.FeedbacksWidget),
);
const LandingPage = lazyPart(() => import("../../app/screens/LandingPage").then((m) => m.LandingPage));
/**
 * /requests and /statistic open with the ad's secret (`hash`) or, for its author, `post_id`; the money pages
 * also read the product chosen and the payment under way.
 */
const validateSearch = searchOf({
  hash: text(1, 200),
  post_id: coercedInteger(1),
  product: text(1, 40),
  payment: text(1, 40),
  page: coercedInteger(1),
});

export const Route = createFileRoute("/{-$locale}/$page")({
  params: { parse: ({ page }) => (VALUES.has(page) ? { page } : false) },
  validateSearch,
  // The offer pages' prices (their entry's loads): drawn with the page, on the server too.
  // `?page=`: the reviews' page of /feedbacks.
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) => loadPage(context, params, deps),
  component: function SinglePage() {
    const { page } = Route.useParams();
    const search = Route.useSearch();
    const { hash, post_id } = search;
    const access = hash ? { hash } : post_id ? { post_id } : null;
    if (page === "requests" && access) return <RequestsPage access={access} />;
    if (page === "statistic" && access) return <StatisticPage access={access} />;
    if (isMoneyPage(page)) return <MoneyPage page={page} search={search} />;
    if (isLandingPage(page))
      return (
        <Suspense fallback={null}>
          <LandingPage page={page}>
            <InfoDocumentBody page={page} />
          </LandingPage>
        </Suspense>
      );
    if (page === "contact-us" || page === "create-contact")
      return (
        <InfoPage page={page}>
          <Suspense fallback={null}>
            <ContactForm page={page} />
          </Suspense>
        </InfoPage>
      );
    if (page === "feedbacks")
      return (
        <InfoPage page={page}>
          <Suspense fallback={null}>
            <FeedbacksWidget page={search.page ?? 1} />
          </Suspense>
        </InfoPage>
      );
    if (isDocumentPage(page)) return <InfoPage page={page} />;
    return <PageFrame />;
  },
});
