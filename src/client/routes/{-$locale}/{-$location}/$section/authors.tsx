import { createFileRoute } from "@tanstack/react-router";
import { isAuthorType } from "../../../../../shared/contract/slugs";
import { authorsQuery } from "../../../../features/articles/api";
import { AuthorsPage } from "../../../../features/articles/AuthorsPage";

export const Route = createFileRoute("/{-$locale}/{-$location}/$section/authors")({
  params: {
    parse: ({ section }) => (isAuthorType(section) ? { section } : false),
  },
  loader: ({ context, params }) => context.queryClient.query({ ...authorsQuery(context.locale, params.section), staleTime: "static" }),
  component: function Authors() {
    return <AuthorsPage type={Route.useParams().section} />;
  },
});
