import { createFileRoute } from "@tanstack/react-router";
import { allowedValues, isParamValue } from "../../../../../shared/routes";
import { PageFrame } from "../../../../features/pages/PageFrame";

const SECTIONS = allowedValues("/{-$locale}/{-$location}/$section/$category", "section");

export const Route = createFileRoute("/{-$locale}/{-$location}/$section/$category")({
  params: { parse: ({ section, category }) => (SECTIONS.has(section) && isParamValue(category) ? { section, category } : false) },
  component: PageFrame,
});
