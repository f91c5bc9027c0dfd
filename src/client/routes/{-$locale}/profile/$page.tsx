import { createFileRoute } from "@tanstack/react-router";
import { allowedValues } from "../../../../shared/routes";
import { NameForm } from "../../../features/auth/NameForm";
import { PageFrame } from "../../../features/pages/PageFrame";

const VALUES = allowedValues("/{-$locale}/profile/$page", "page");

export const Route = createFileRoute("/{-$locale}/profile/$page")({
  params: { parse: ({ page }) => (VALUES.has(page) ? { page } : false) },
  component: function Profile() {
    return Route.useParams().page === "finish-registration" ? <NameForm /> : <PageFrame />;
  },
});
