import { createFileRoute } from "@tanstack/react-router";
import { PageFrame } from "../../../../../features/pages/PageFrame";

export const Route = createFileRoute("/{-$locale}/{-$location}/feed/user/$id")({
  params: { parse: ({ id }) => (/^[1-9]\d{0,9}$/.test(id) ? { id } : false) },
  component: PageFrame,
});
