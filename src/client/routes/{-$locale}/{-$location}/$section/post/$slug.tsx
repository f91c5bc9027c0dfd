import { createFileRoute } from "@tanstack/react-router";
import { allowedValues } from "../../../../../../shared/routes";
import { PostPage, postDetailQuery } from "../../../../../features/posts";
import { routeData } from "../../../../../lib/query-client";

const SECTIONS = allowedValues("/{-$locale}/{-$location}/$section/post/$slug", "section");

export const Route = createFileRoute("/{-$locale}/{-$location}/$section/post/$slug")({
  params: { parse: ({ section, slug }) => (SECTIONS.has(section) ? { section, slug } : false) },
  // Opening a post counts a view: no preloading on hover.
  preload: false,
  loader: ({ context, params }) =>
    routeData(context.queryClient, postDetailQuery(context.locale, params.section, params.slug)),
  component: function Post() {
    const { section, slug } = Route.useParams();
    return <PostPage section={section} slug={slug} />;
  },
});
