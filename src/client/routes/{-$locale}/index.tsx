import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { sectionSlugSchema } from "../../../shared/contract/sections";
import { postListQuery } from "../../features/posts/api";
import { HomePage } from "../../features/posts/HomePage";

const homeSearchSchema = z.object({
  section: sectionSlugSchema.optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
});

export const Route = createFileRoute("/{-$locale}/")({
  validateSearch: homeSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, section: search.section }),
    // A cached page is answered at once (offline too); the component revalidates it when stale.
  loader: ({ context, deps }) => context.queryClient.query({ ...postListQuery(context.locale, deps), staleTime: "static" }),
  component: function Home() {
    const deps = Route.useLoaderDeps();
    return <HomePage params={deps} />;
  },
});
