import { createFileRoute } from "@tanstack/react-router";
import { allowedValues } from "../../../../../shared/routes";
import { PostFormPage } from "../../../../features/post-form/PostFormPage";
import { coercedInteger, searchOf } from "../../../../lib/search";

const VALUES = allowedValues("/{-$locale}/profile/edit/$kind", "kind");
const validateSearch = searchOf({ id: coercedInteger(1) });

export const Route = createFileRoute("/{-$locale}/profile/edit/$kind")({
  params: { parse: ({ kind }) => (VALUES.has(kind) ? { kind } : false) },
  validateSearch,
  component: function EditAd() {
    const { kind } = Route.useParams();
    const { id } = Route.useSearch();
    // Without an id the page starts a new ad of its kind (the feed has no other form).
    return <PostFormPage key={`${kind}:${String(id ?? "new")}`} routeKind={kind === "autobazar" ? "autobazar-sale" : kind} editId={id ?? null} />;
  },
});
