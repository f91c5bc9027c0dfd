import { mutationOptions } from "@tanstack/react-query";
import type { ContactFormInput } from "../../shared/contract/profile";
import type { Locale } from "../../shared/locales";
import { apiSend } from "../lib/api";

// Response schemas load with the call, not with the page (lib/api.ts).
const authContract = () => import("../../shared/contract/auth");

/** A visitor's message to an ad's author, by the contact form: nothing read here changes. */
export function contactFormMutation(locale: Locale, postId: number) {
  return mutationOptions({
    mutationFn: (body: ContactFormInput) =>
      apiSend(
        "POST",
        `/v1/posts/${String(postId)}/contact`,
        body,
        () => authContract().then((m) => m.okResponseSchema),
        { locale },
      ),
  });
}
