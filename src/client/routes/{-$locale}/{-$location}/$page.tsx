import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { isDocumentPage } from "../../../../shared/info-documents";
import { allowedValues } from "../../../../shared/routes";
import { InfoPage } from "../../../features/pages/InfoPage";
import { PageFrame } from "../../../features/pages/PageFrame";
import { loadPage } from "../../../app/routing/page-loader";

const VALUES = allowedValues("/{-$locale}/{-$location}/$page", "page");

// The article form comes with its page only (the route's chunk names none of its code): the server waits for it.
const SendArticlePanel = lazy(() =>
  import("../../../features/articles/SendArticlePanel").then((m) => ({ default: m.SendArticlePanel })),
);

export const Route = createFileRoute("/{-$locale}/{-$location}/$page")({
  params: { parse: ({ page }) => (VALUES.has(page) ? { page } : false) },
  // The page's document (its entry's loads): drawn with the page, on the server too.
  loader: ({ context, params }) => loadPage(context, params, { page: 1 }),
  component: function LocationInfoPage() {
    const { page } = Route.useParams();
    if (page === "send-article")
      return (
        <InfoPage page={page}>
          <Suspense fallback={null}>
            <SendArticlePanel />
          </Suspense>
        </InfoPage>
      );
    if (isDocumentPage(page)) return <InfoPage page={page} />;
    return <PageFrame />;
  },
});
