import { createFileRoute } from "@tanstack/react-router";
import { isAuthorType } from "../../../../../shared/contract/slugs";
import { AuthorsPage, authorsQuery } from "../../../../features/articles";
import { routeData } from "../../../../lib/query-client";

export const Route = createFileRoute("/{-$locale}/{-$location}/$section/authors")({
  params: { parse: ({ section }) => (isAuthorType(section) ? { section } : false) },
  loader: ({ context, params }) => routeData(context.queryClient, authorsQuery(context.locale, params.section)),
  component: function Authors() {
    return <AuthorsPage type={Route.useParams().section} />;
  },
});
