import { createFileRoute } from "@tanstack/react-router";
import { allowedValues } from "../../../../shared/routes";
import { PageFrame } from "../../../features/pages/PageFrame";

const VALUES = allowedValues("/{-$locale}/auth/$step", "step");

export const Route = createFileRoute("/{-$locale}/auth/$step")({
  params: { parse: ({ step }) => (VALUES.has(step) ? { step } : false) },
  component: PageFrame,
});
