import { createFileRoute } from "@tanstack/react-router";
import { allowedValues } from "../../../shared/routes";
import { PageFrame } from "../../features/pages/PageFrame";

const VALUES = allowedValues("/{-$locale}/$page", "page");

export const Route = createFileRoute("/{-$locale}/$page")({
  params: { parse: ({ page }) => (VALUES.has(page) ? { page } : false) },
  component: PageFrame,
});
