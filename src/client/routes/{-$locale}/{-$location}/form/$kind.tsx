import { createFileRoute } from "@tanstack/react-router";
import { allowedValues } from "../../../../../shared/routes";
import { PostFormPage } from "../../../../features/post-form/PostFormPage";
import { coercedInteger, searchOf } from "../../../../lib/search";

const VALUES = allowedValues("/{-$locale}/{-$location}/form/$kind", "kind");
/** posted: the ad this form sent before its phone was confirmed (PostFormPage). */
const validateSearch = searchOf({ posted: coercedInteger(1) });

export const Route = createFileRoute("/{-$locale}/{-$location}/form/$kind")({
  params: { parse: ({ kind }) => (VALUES.has(kind) ? { kind } : false) },
  validateSearch,
  component: function AdForm() {
    const { kind } = Route.useParams();
    const { posted } = Route.useSearch();
    return <PostFormPage key={kind} routeKind={kind} editId={null} postedId={posted ?? null} />;
  },
});
