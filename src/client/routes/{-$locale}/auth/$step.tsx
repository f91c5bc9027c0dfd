import { createFileRoute } from "@tanstack/react-router";
import { allowedValues } from "../../../../shared/routes";
import { AuthPage } from "../../../features/auth/AuthPage";

const VALUES = allowedValues("/{-$locale}/auth/$step", "step");

export const Route = createFileRoute("/{-$locale}/auth/$step")({
  params: { parse: ({ step }) => (VALUES.has(step) ? { step } : false) },
  component: function Auth() {
    return <AuthPage step={Route.useParams().step} />;
  },
});
