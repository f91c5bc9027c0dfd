import type { ContactFormInput } from "../../../shared/contract/profile";
import type { Locale } from "../../../shared/locales";
import { apiSend } from "../../lib/api";

// Response schemas load with the call, not with the page (lib/api.ts).
const authContract = () => import("../../../shared/contract/auth");

export const sendContactForm = (locale: Locale, postId: number, body: ContactFormInput) =>
  apiSend("POST", `/v1/posts/${String(postId)}/contact`, body, () => authContract().then((m) => m.okResponseSchema), {
    locale,
  });
