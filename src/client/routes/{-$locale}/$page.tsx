import { createFileRoute } from "@tanstack/react-router";
import { allowedValues } from "../../../shared/routes";
import { RequestsPage, StatisticPage } from "../../features/ad-stats";
import { isMoneyPage, MoneyPage } from "../../features/money";
import { isDocumentPage } from "../../../shared/info-documents";
import { InfoPage, PageFrame } from "../../features/pages";
import { loadPage } from "../../features/routing";
import { coercedInteger, searchOf, text } from "../../lib/search";

const VALUES = allowedValues("/{-$locale}/$page", "page");
/**
 * /requests and /statistic open with the ad's secret (`hash`) or, for its author, `post_id`; the money pages
 * also read the product chosen and the payment under way.
 */
const validateSearch = searchOf({
  hash: text(1, 200),
  post_id: coercedInteger(1),
  product: text(1, 40),
  payment: text(1, 40),
});

export const Route = createFileRoute("/{-$locale}/$page")({
  params: { parse: ({ page }) => (VALUES.has(page) ? { page } : false) },
  validateSearch,
  // The offer pages' prices (their entry's loads): drawn with the page, on the server too.
  loader: ({ context, params }) => loadPage(context, params, { page: 1 }),
  component: function SinglePage() {
    const { page } = Route.useParams();
    const search = Route.useSearch();
    const { hash, post_id } = search;
    const access = hash ? { hash } : post_id ? { post_id } : null;
    if (page === "requests" && access) return <RequestsPage access={access} />;
    if (page === "statistic" && access) return <StatisticPage access={access} />;
    if (isMoneyPage(page)) return <MoneyPage page={page} search={search} />;
    if (isDocumentPage(page)) return <InfoPage page={page} />;
    return <PageFrame />;
  },
});
