import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { allowedValues } from "../../../../../shared/routes";
import { PostFormPage } from "../../../../features/post-form/PostFormPage";

const VALUES = allowedValues("/{-$locale}/profile/edit/$kind", "kind");
const searchSchema = z.object({ id: z.coerce.number().int().positive().optional().catch(undefined) });

export const Route = createFileRoute("/{-$locale}/profile/edit/$kind")({
  params: { parse: ({ kind }) => (VALUES.has(kind) ? { kind } : false) },
  validateSearch: searchSchema,
  component: function EditAd() {
    const { kind } = Route.useParams();
    const { id } = Route.useSearch();
    // Without an id the page starts a new ad of its kind (the feed has no other form).
    return <PostFormPage key={`${kind}:${String(id ?? "new")}`} routeKind={kind === "autobazar" ? "autobazar-sale" : kind} editId={id ?? null} />;
  },
});
