import { createFileRoute } from "@tanstack/react-router";
import { loadPage } from "../../../../app/routing/page-loader";
import { isAuthorType } from "../../../../../shared/contract/slugs";
import { AuthorsPage } from "../../../../features/articles/AuthorsPage";

export const Route = createFileRoute("/{-$locale}/{-$location}/$section/authors")({
  params: { parse: ({ section }) => (isAuthorType(section) ? { section } : false) },
  loader: ({ context, params }) => loadPage(context, params, { page: 1 }),
  component: function Authors() {
    return <AuthorsPage type={Route.useParams().section} />;
  },
});
