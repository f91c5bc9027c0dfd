import { createFileRoute } from "@tanstack/react-router";
import { allowedValues } from "../../../../shared/routes";
import type { AdminTab } from "../../../../shared/contract/admin";
import { AdminConsole, validateAdminSearch } from "../../../features/admin";

// The table's console pages are the contract's tabs (its record of them is typed by AdminTab).
const VALUES = allowedValues("/{-$locale}/admin/$tab", "tab");
const isAdminTab = (value: string): value is AdminTab => VALUES.has(value);

export const Route = createFileRoute("/{-$locale}/admin/$tab")({
  params: { parse: ({ tab }) => (isAdminTab(tab) ? { tab } : false) },
  validateSearch: validateAdminSearch,
  component: function AdminTabPage() {
    return <AdminConsole tab={Route.useParams().tab} search={Route.useSearch()} />;
  },
});
