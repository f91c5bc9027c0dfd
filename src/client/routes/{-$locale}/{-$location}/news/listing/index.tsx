import { createFileRoute } from "@tanstack/react-router";
import { PageFrame } from "../../../../../features/pages/PageFrame";

export const Route = createFileRoute("/{-$locale}/{-$location}/news/listing/")({
  component: PageFrame,
});
