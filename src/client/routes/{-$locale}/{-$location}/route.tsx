import { createFileRoute } from "@tanstack/react-router";
import { isLocationCandidate } from "../../../../shared/routes";

export const Route = createFileRoute("/{-$locale}/{-$location}")({
  // Only a slug no page claims can be a location; whether it exists is checked in the pipeline.
  params: { parse: ({ location }) => (location === undefined || isLocationCandidate(location) ? { location } : false) },
});
