import { mutationOptions } from "@tanstack/react-query";
import type { TeamContactInput } from "../../../shared/contract/contact";
import type { Locale } from "../../../shared/locales";
import { apiSend } from "../../lib/api";

// Response schemas load with the call, not with the page (lib/api.ts).
const contactContract = () => import("../../../shared/contract/contact");

/** A visitor's message to the team, by the form of /contact-us and /create-contact: nothing read here changes. */
export function teamContactMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: (body: TeamContactInput) =>
      apiSend("POST", "/v1/contact", body, () => contactContract().then((m) => m.teamContactResponseSchema), {
        locale,
      }),
  });
}
