import { createFileRoute } from "@tanstack/react-router";
import { allowedValues } from "../../../../shared/routes";
import { SendArticlePanel } from "../../../features/articles";
import { PageFrame } from "../../../features/pages";

const VALUES = allowedValues("/{-$locale}/{-$location}/$page", "page");

export const Route = createFileRoute("/{-$locale}/{-$location}/$page")({
  params: { parse: ({ page }) => (VALUES.has(page) ? { page } : false) },
  component: InfoPageOf,
});

/** The page's document with its own widget, where it has one. */
function InfoPageOf() {
  const { page } = Route.useParams();
  return <PageFrame>{page === "send-article" ? <SendArticlePanel /> : null}</PageFrame>;
}
