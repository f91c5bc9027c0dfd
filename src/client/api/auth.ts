import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { OtpRequest, VerifyPhoneRequest } from "../../shared/contract/auth";
import type { Locale } from "../../shared/locales";
import { apiGet, apiPost } from "../lib/api";
import { saveSessionUser } from "./session/useSession";

// Response schemas load with the call, not with the page (lib/api.ts).
const authContract = () => import("../../shared/contract/auth");
const locationsContract = () => import("../../shared/contract/locations");

/** The visitor's country, to preselect the dial code in the phone field. */
export function currentCountryQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["current-country-code", locale] as const,
    queryFn: ({ signal }) =>
      apiGet("/api/current-country-code", () => locationsContract().then((m) => m.countryCodeResponseSchema), {
        locale,
        signal,
      }),
    staleTime: 24 * 60 * 60 * 1000,
  });
}

export const requestOtp = (locale: Locale, body: OtpRequest) =>
  apiPost("/v1/auth/otp", body, () => authContract().then((m) => m.otpResponseSchema), { locale });
export const verifyPhone = (locale: Locale, body: VerifyPhoneRequest) =>
  apiPost("/v1/auth/verification/phone", body, () => authContract().then((m) => m.authResponseSchema), { locale });
export const passwordLogin = (locale: Locale, body: { username: string; password: string }) =>
  apiPost("/v1/auth/login", body, () => authContract().then((m) => m.authResponseSchema), { locale });
export const passwordRegister = (locale: Locale, body: { username: string; password: string }) =>
  apiPost("/v1/auth/register", body, () => authContract().then((m) => m.authResponseSchema), { locale });
export const forgotPassword = (locale: Locale, body: { email: string }) =>
  apiPost("/v1/auth/forgot-password", body, () => authContract().then((m) => m.okResponseSchema), { locale });
export const resetPassword = (
  locale: Locale,
  body: { token: string; password: string; password_confirmation: string },
) => apiPost("/v1/auth/reset-password", body, () => authContract().then((m) => m.authResponseSchema), { locale });
/** The name a user is shown by: the session's user has it at once, in every cached copy. */
export function saveNameMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: (body: { name: string }) =>
      apiPost("/v1/profile/name", body, () => authContract().then((m) => m.userResponseSchema), { locale }),
    onSuccess: ({ data }, _body, _result, { client }) => saveSessionUser(client, data),
  });
}
