import { createFileRoute } from "@tanstack/react-router";
import { allowedValues } from "../../../../../shared/routes";
import { PageFrame } from "../../../../features/pages/PageFrame";

const VALUES = allowedValues("/{-$locale}/{-$location}/form/$kind", "kind");

export const Route = createFileRoute("/{-$locale}/{-$location}/form/$kind")({
  params: { parse: ({ kind }) => (VALUES.has(kind) ? { kind } : false) },
  component: PageFrame,
});
