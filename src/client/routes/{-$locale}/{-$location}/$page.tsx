import { createFileRoute } from "@tanstack/react-router";
import { isDocumentPage } from "../../../../shared/info-documents";
import { allowedValues } from "../../../../shared/routes";
import { SendArticlePanel } from "../../../features/articles";
import { InfoPage, PageFrame } from "../../../features/pages";
import { loadPage } from "../../../features/routing";

const VALUES = allowedValues("/{-$locale}/{-$location}/$page", "page");

export const Route = createFileRoute("/{-$locale}/{-$location}/$page")({
  params: { parse: ({ page }) => (VALUES.has(page) ? { page } : false) },
  // The page's document (its entry's loads): drawn with the page, on the server too.
  loader: ({ context, params }) => loadPage(context, params, { page: 1 }),
  component: function LocationInfoPage() {
    const { page } = Route.useParams();
    if (page === "send-article")
      return (
        <InfoPage page={page}>
          <SendArticlePanel />
        </InfoPage>
      );
    if (isDocumentPage(page)) return <InfoPage page={page} />;
    return <PageFrame />;
  },
});
