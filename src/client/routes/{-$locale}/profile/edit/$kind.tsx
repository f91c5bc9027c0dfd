import { createFileRoute } from "@tanstack/react-router";
import { allowedValues } from "../../../../../shared/routes";
import { PostFormPage } from "../../../../features/post-form/PostFormPage";
import { useOwnAdOf } from "../../../../features/profile/useOwnAdOf";
import { coercedInteger, searchOf } from "../../../../lib/search";

const VALUES = allowedValues("/{-$locale}/profile/edit/$kind", "kind");
const validateSearch = searchOf({ id: coercedInteger(1) });

export const Route = createFileRoute("/{-$locale}/profile/edit/$kind")({
  params: { parse: ({ kind }) => (VALUES.has(kind) ? { kind } : false) },
  validateSearch,
  component: function EditAd() {
    const { kind } = Route.useParams();
    const { id } = Route.useSearch();
    // One dating ad per user: without an id its edit page opens the one the user has.
    const dating = useOwnAdOf("dating", kind === "dating" && id === undefined);
    if (dating === undefined) return null;
    const editId = id ?? dating;
    // Without an id (and no dating ad) the page starts a new ad of its kind (the feed has no other form).
    return (
      <PostFormPage
        key={`${kind}:${String(editId ?? "new")}`}
        routeKind={kind === "autobazar" ? "autobazar-sale" : kind}
        editId={editId}
      />
    );
  },
});
