import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import type { AdminTab } from "../../../../shared/contract/admin";
import { allowedValues } from "../../../../shared/routes";
import { loadAdminConsole } from "../../../features/admin/load-console";
import type { AdminSearch } from "../../../features/admin/search";

// The table's console pages are the contract's tabs (its record of them is typed by AdminTab); /admin is the queue.
const VALUES = allowedValues("/{-$locale}/admin/{-$tab}", "tab");
const isAdminTab = (value: string): value is AdminTab => VALUES.has(value);

const AdminConsole = lazy(() => loadAdminConsole().then((module) => ({ default: module.AdminConsole })));

export const Route = createFileRoute("/{-$locale}/admin/{-$tab}")({
  params: { parse: ({ tab }) => (tab === undefined || isAdminTab(tab) ? { tab } : false) },
  // The console reads its address itself (AdminConsole), in its own chunk: nothing of it loads with the site.
  validateSearch: (search: Record<string, unknown>): AdminSearch => search,
  component: function Admin() {
    return (
      <Suspense fallback={null}>
        <AdminConsole tab={Route.useParams().tab ?? "queue"} search={Route.useSearch()} />
      </Suspense>
    );
  },
});
