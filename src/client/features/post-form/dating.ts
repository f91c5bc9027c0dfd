import { datingProfileResponseSchema } from "../../../shared/contract/profile";
import type { Locale } from "../../../shared/locales";
import { apiSend } from "../../lib/api";

export const saveDatingProfile = (locale: Locale, body: { name: string; age: number; gender: string; seeking: string; about: string }) =>
  apiSend("POST", "/v1/dating/profile", body, datingProfileResponseSchema, { locale });
