import { createFileRoute } from "@tanstack/react-router";
import { allowedValues } from "../../../../shared/routes";
import { PageFrame } from "../../../features/pages";

const VALUES = allowedValues("/{-$locale}/{-$location}/$page", "page");

export const Route = createFileRoute("/{-$locale}/{-$location}/$page")({
  params: { parse: ({ page }) => (VALUES.has(page) ? { page } : false) },
  component: PageFrame,
});
