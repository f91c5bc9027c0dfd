import { createFileRoute } from "@tanstack/react-router";
import { loadPage } from "../../../../../app/routing/page-loader";
import { allowedValues, fitsParam } from "../../../../../../shared/routes";
import { PostPage } from "../../../../../app/screens/PostPage";

const SECTIONS = allowedValues("/{-$locale}/{-$location}/$section/post/$slug", "section");

export const Route = createFileRoute("/{-$locale}/{-$location}/$section/post/$slug")({
  params: {
    parse: ({ section, slug }) => (SECTIONS.has(section) && fitsParam("slug", slug) ? { section, slug } : false),
  },
  // Opening a post counts a view: no preloading on hover.
  preload: false,
  loader: ({ context, params }) => loadPage(context, params, { page: 1 }),
  component: function Post() {
    const { section, slug } = Route.useParams();
    return <PostPage section={section} slug={slug} />;
  },
});
