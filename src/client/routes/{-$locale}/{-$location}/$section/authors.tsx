import { createFileRoute } from "@tanstack/react-router";
import { allowedValues } from "../../../../../shared/routes";
import { PageFrame } from "../../../../features/pages/PageFrame";

const SECTIONS = allowedValues("/{-$locale}/{-$location}/$section/authors", "section");

export const Route = createFileRoute("/{-$locale}/{-$location}/$section/authors")({
  params: { parse: ({ section }) => (SECTIONS.has(section) ? { section } : false) },
  component: PageFrame,
});
