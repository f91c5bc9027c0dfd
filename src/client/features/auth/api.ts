import { queryOptions } from "@tanstack/react-query";
import {
  authResponseSchema,
  okResponseSchema,
  otpResponseSchema,
  userResponseSchema,
  type OtpRequest,
  type VerifyPhoneRequest,
} from "../../../shared/contract/auth";
import { countryCodeResponseSchema } from "../../../shared/contract/locations";
import type { Locale } from "../../../shared/locales";
import { apiGet, apiPost } from "../../lib/api";


/** The visitor's country, to preselect the dial code (spec section 7). */
export function currentCountryQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["current-country-code", locale] as const,
    queryFn: ({ signal }) => apiGet("/api/current-country-code", countryCodeResponseSchema, { locale, signal }),
    staleTime: 24 * 60 * 60 * 1000,
  });
}

export const requestOtp = (locale: Locale, body: OtpRequest) => apiPost("/v1/auth/otp", body, otpResponseSchema, { locale });
export const verifyPhone = (locale: Locale, body: VerifyPhoneRequest) =>
  apiPost("/v1/auth/verification/phone", body, authResponseSchema, { locale });
export const passwordLogin = (locale: Locale, body: { username: string; password: string }) =>
  apiPost("/v1/auth/login", body, authResponseSchema, { locale });
export const passwordRegister = (locale: Locale, body: { username: string; password: string }) =>
  apiPost("/v1/auth/register", body, authResponseSchema, { locale });
export const forgotPassword = (locale: Locale, body: { email: string }) =>
  apiPost("/v1/auth/forgot-password", body, okResponseSchema, { locale });
export const resetPassword = (locale: Locale, body: { token: string; password: string; password_confirmation: string }) =>
  apiPost("/v1/auth/reset-password", body, authResponseSchema, { locale });
export const saveName = (locale: Locale, body: { name: string }) => apiPost("/v1/profile/name", body, userResponseSchema, { locale });
