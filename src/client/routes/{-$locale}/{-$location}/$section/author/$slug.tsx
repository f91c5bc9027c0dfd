import { createFileRoute } from "@tanstack/react-router";
import { allowedValues } from "../../../../../../shared/routes";
import { PageFrame } from "../../../../../features/pages/PageFrame";

const SECTIONS = allowedValues("/{-$locale}/{-$location}/$section/author/$slug", "section");

export const Route = createFileRoute("/{-$locale}/{-$location}/$section/author/$slug")({
  params: { parse: ({ section, slug }) => (SECTIONS.has(section) ? { section, slug } : false) },
  component: PageFrame,
});
