import { createFileRoute } from "@tanstack/react-router";
import { allowedValues } from "../../../shared/routes";
import { RequestsPage, StatisticPage } from "../../features/ad-stats";
import { PageFrame } from "../../features/pages";
import { coercedInteger, searchOf, text } from "../../lib/search";

const VALUES = allowedValues("/{-$locale}/$page", "page");
/** /requests and /statistic open with the ad's secret (`hash`) or, for its author, `post_id`. */
const validateSearch = searchOf({ hash: text(1, 200), post_id: coercedInteger(1) });

export const Route = createFileRoute("/{-$locale}/$page")({
  params: { parse: ({ page }) => (VALUES.has(page) ? { page } : false) },
  validateSearch,
  component: function InfoPage() {
    const { page } = Route.useParams();
    const { hash, post_id } = Route.useSearch();
    const access = hash ? { hash } : post_id ? { post_id } : null;
    if (page === "requests" && access) return <RequestsPage access={access} />;
    if (page === "statistic" && access) return <StatisticPage access={access} />;
    return <PageFrame />;
  },
});
