import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  bannedWordInputSchema,
  categoryInputSchema,
  moderationSettingsSchema,
  newCategoryInputSchema,
  pageInputSchema,
} from "../../../../shared/contract/admin";
import type { DocumentPage } from "../../../../shared/info-documents";
import type { Locale } from "../../../../shared/locales";
import { ApiError, apiGet, apiSend } from "../../../lib/api";
import { OWN_DATA } from "../../../lib/query-client";

// Response schemas load with the call, not with the page (lib/api.ts).
const adminContract = () => import("../../../../shared/contract/admin");
const contentContract = () => import("../../../../shared/contract/admin-content");

type Settings = z.infer<typeof moderationSettingsSchema>;
type CategoryInput = z.infer<typeof categoryInputSchema>;
type NewCategoryInput = z.infer<typeof newCategoryInputSchema>;
type PageInput = z.infer<typeof pageInputSchema>;

/** The console's data is the team's own: under OWN_DATA, so signing out drops it. */
const adminContentKeys = {
  all: [OWN_DATA, "admin-content"] as const,
  me: (locale: Locale) => [OWN_DATA, "admin-content", "me", locale] as const,
  settings: (locale: Locale) => [OWN_DATA, "admin-content", "settings", locale] as const,
  words: (locale: Locale) => [OWN_DATA, "admin-content", "words", locale] as const,
  categories: (locale: Locale) => [OWN_DATA, "admin-content", "categories", locale] as const,
  pages: (locale: Locale) => [OWN_DATA, "admin-content", "pages", locale] as const,
  page: (page: DocumentPage, pageLocale: Locale, locale: Locale) =>
    [OWN_DATA, "admin-content", "page", page, pageLocale, locale] as const,
  preview: (body: string, locale: Locale) => [OWN_DATA, "admin-content", "preview", body, locale] as const,
  banners: (locale: Locale) => [OWN_DATA, "admin-content", "banners", locale] as const,
};

/** The team's reads are never retried: a 403 says who may see them, at once. */
const teamRead = { retry: false, staleTime: 0 } as const;

/** Who the console is for: a moderator sees what only an admin may change, without the means to change it. */
export function adminMeQuery(locale: Locale) {
  return queryOptions({
    queryKey: adminContentKeys.me(locale),
    queryFn: ({ signal }) =>
      apiGet("/v1/admin/me", () => adminContract().then((m) => m.adminMeResponseSchema), { locale, signal }),
    ...teamRead,
    staleTime: 60_000,
  });
}

export function settingsQuery(locale: Locale) {
  return queryOptions({
    queryKey: adminContentKeys.settings(locale),
    queryFn: ({ signal }) =>
      apiGet("/v1/admin/settings", () => adminContract().then((m) => m.moderationSettingsResponseSchema), {
        locale,
        signal,
      }),
    ...teamRead,
  });
}

export function saveSettingsMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: (body: Settings) =>
      apiSend(
        "PUT",
        "/v1/admin/settings",
        body,
        () => adminContract().then((m) => m.moderationSettingsResponseSchema),
        { locale },
      ),
    meta: { invalidates: [adminContentKeys.settings(locale)] },
  });
}

export function bannedWordsQuery(locale: Locale) {
  return queryOptions({
    queryKey: adminContentKeys.words(locale),
    queryFn: ({ signal }) =>
      apiGet("/v1/admin/banned-words", () => adminContract().then((m) => m.bannedWordsResponseSchema), {
        locale,
        signal,
      }),
    ...teamRead,
  });
}

export function addBannedWordMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: (body: z.infer<typeof bannedWordInputSchema>) =>
      apiSend("POST", "/v1/admin/banned-words", body, () => contentContract().then((m) => m.bannedWordResponseSchema), {
        locale,
      }),
    meta: { invalidates: [adminContentKeys.words(locale)] },
  });
}

export function removeBannedWordMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: (id: number) =>
      apiSend(
        "DELETE",
        `/v1/admin/banned-words/${String(id)}`,
        undefined,
        () => contentContract().then((m) => m.noContentSchema),
        { locale },
      ),
    meta: { invalidates: [adminContentKeys.words(locale)] },
  });
}

export function adminCategoriesQuery(locale: Locale) {
  return queryOptions({
    queryKey: adminContentKeys.categories(locale),
    queryFn: ({ signal }) =>
      apiGet("/v1/admin/categories", () => adminContract().then((m) => m.adminCategoriesResponseSchema), {
        locale,
        signal,
      }),
    ...teamRead,
  });
}

/** Sections' and categories' lists of the site (menus, forms, counts) are read again after a category changes. */
const categoryReads = (locale: Locale) => [adminContentKeys.categories(locale), ["sections"]] as const;

export function saveCategoryMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: ({ id, body }: { id: number; body: CategoryInput }) =>
      apiSend(
        "PUT",
        `/v1/admin/categories/${String(id)}`,
        body,
        () => contentContract().then((m) => m.adminCategoryResponseSchema),
        { locale },
      ),
    meta: { invalidates: categoryReads(locale) },
  });
}

export function addCategoryMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: (body: NewCategoryInput) =>
      apiSend(
        "POST",
        "/v1/admin/categories",
        body,
        () => contentContract().then((m) => m.adminCategoryResponseSchema),
        { locale },
      ),
    meta: { invalidates: categoryReads(locale) },
  });
}

export function adminPagesQuery(locale: Locale) {
  return queryOptions({
    queryKey: adminContentKeys.pages(locale),
    queryFn: ({ signal }) =>
      apiGet("/v1/admin/pages", () => adminContract().then((m) => m.adminPagesResponseSchema), { locale, signal }),
    ...teamRead,
  });
}

/** A page's newest version in one language; null when it has none in that language yet (404). */
export function adminPageQuery(page: DocumentPage, pageLocale: Locale, locale: Locale) {
  return queryOptions({
    queryKey: adminContentKeys.page(page, pageLocale, locale),
    queryFn: ({ signal }) =>
      apiGet(`/v1/admin/pages/${page}/${pageLocale}`, () => adminContract().then((m) => m.adminPageResponseSchema), {
        locale,
        signal,
      }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    ...teamRead,
  });
}

/** The Markdown as the site will draw it (asked a moment after typing stops). */
export function pagePreviewQuery(body: string, locale: Locale) {
  return queryOptions({
    queryKey: adminContentKeys.preview(body, locale),
    queryFn: () =>
      apiSend(
        "POST",
        "/v1/admin/pages/preview",
        { body },
        () => contentContract().then((m) => m.pagePreviewResponseSchema),
        { locale },
      ),
    retry: false,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

export function savePageMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: ({ page, pageLocale, body }: { page: DocumentPage; pageLocale: Locale; body: PageInput }) =>
      apiSend(
        "PUT",
        `/v1/admin/pages/${page}/${pageLocale}`,
        body,
        () => adminContract().then((m) => m.adminPageResponseSchema),
        { locale },
      ),
    // The site's own copy of the page is read again too (the admin checks it in another tab).
    meta: { invalidates: [adminContentKeys.pages(locale), [OWN_DATA, "admin-content", "page"], ["info-page"]] },
  });
}

export function adminBannersQuery(locale: Locale) {
  return queryOptions({
    queryKey: adminContentKeys.banners(locale),
    queryFn: ({ signal }) =>
      apiGet("/v1/admin/banners", () => adminContract().then((m) => m.adminBannersResponseSchema), { locale, signal }),
    ...teamRead,
  });
}

export function stopBannerMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiSend(
        "POST",
        `/v1/admin/banners/${String(id)}/stop`,
        { reason },
        () => contentContract().then((m) => m.adminBannerResponseSchema),
        { locale },
      ),
    meta: { invalidates: [adminContentKeys.banners(locale)] },
  });
}
