import { createFileRoute } from "@tanstack/react-router";
import { allowedValues } from "../../../../../shared/routes";
import { PostFormPage } from "../../../../features/post-form/PostFormPage";

const VALUES = allowedValues("/{-$locale}/{-$location}/form/$kind", "kind");

export const Route = createFileRoute("/{-$locale}/{-$location}/form/$kind")({
  params: { parse: ({ kind }) => (VALUES.has(kind) ? { kind } : false) },
  component: function AdForm() {
    const { kind } = Route.useParams();
    return <PostFormPage key={kind} routeKind={kind} editId={null} />;
  },
});
