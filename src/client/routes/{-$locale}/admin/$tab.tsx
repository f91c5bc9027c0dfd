import { createFileRoute } from "@tanstack/react-router";
import { allowedValues } from "../../../../shared/routes";
import { AdminConsole, isAdminTab, validateAdminSearch } from "../../../features/admin";

const VALUES = allowedValues("/{-$locale}/admin/$tab", "tab");

export const Route = createFileRoute("/{-$locale}/admin/$tab")({
  params: { parse: ({ tab }) => (VALUES.has(tab) && isAdminTab(tab) ? { tab } : false) },
  validateSearch: validateAdminSearch,
  component: function AdminTabPage() {
    return <AdminConsole tab={Route.useParams().tab} search={Route.useSearch()} />;
  },
});
