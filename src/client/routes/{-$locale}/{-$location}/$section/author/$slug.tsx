import { createFileRoute, notFound } from "@tanstack/react-router";
import { z } from "zod";
import { authorTypeSchema } from "../../../../../../shared/contract/articles";
import { ApiError } from "../../../../../lib/api";
import { authorQuery } from "../../../../../features/articles/api";
import { AuthorPage } from "../../../../../features/articles/AuthorPage";

export const Route = createFileRoute("/{-$locale}/{-$location}/$section/author/$slug")({
  params: {
    parse: ({ section, slug }) => {
      const type = authorTypeSchema.safeParse(section);
      return type.success ? { section: type.data, slug } : false;
    },
  },
  validateSearch: z.object({ page: z.number().int().min(1).optional().catch(undefined) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, params, deps }) => {
    try {
      return await context.queryClient.query({ ...authorQuery(context.locale, params.section, params.slug, deps.page), staleTime: "static" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: function Author() {
    const { section, slug } = Route.useParams();
    return <AuthorPage type={section} slug={slug} page={Route.useLoaderDeps().page} />;
  },
});
