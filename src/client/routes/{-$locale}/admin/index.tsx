import { createFileRoute } from "@tanstack/react-router";
import { AdminConsole, validateAdminSearch } from "../../../features/admin";

export const Route = createFileRoute("/{-$locale}/admin/")({
  validateSearch: validateAdminSearch,
  component: function AdminHome() {
    return <AdminConsole tab="queue" search={Route.useSearch()} />;
  },
});
