import { createFileRoute } from "@tanstack/react-router";
import { authorTypeSchema } from "../../../../../shared/contract/articles";
import { authorsQuery } from "../../../../features/articles/api";
import { AuthorsPage } from "../../../../features/articles/AuthorsPage";

export const Route = createFileRoute("/{-$locale}/{-$location}/$section/authors")({
  params: {
    parse: ({ section }) => {
      const type = authorTypeSchema.safeParse(section);
      return type.success ? { section: type.data } : false;
    },
  },
  loader: ({ context, params }) => context.queryClient.query({ ...authorsQuery(context.locale, params.section), staleTime: "static" }),
  component: function Authors() {
    return <AuthorsPage type={Route.useParams().section} />;
  },
});
