import type { Locale } from "../../../shared/locales";
import { apiSend } from "../../lib/api";

// Response schemas load with the call, not with the page (lib/api.ts).
const profileContract = () => import("../../../shared/contract/profile");

export const saveDatingProfile = (
  locale: Locale,
  body: { name: string; age: number; gender: string; seeking: string; about: string },
) =>
  apiSend("POST", "/v1/dating/profile", body, () => profileContract().then((m) => m.datingProfileResponseSchema), {
    locale,
  });
