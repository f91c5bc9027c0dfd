import { mutationOptions, queryOptions, type QueryKey } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  approveInputSchema,
  banInputSchema,
  moveInputSchema,
  rejectInputSchema,
} from "../../../shared/contract/admin";
import type { Locale } from "../../../shared/locales";
import { apiGet, apiSend, type SchemaLoader } from "../../lib/api";
import { OWN_DATA } from "../../lib/query-client";

// Response schemas load with the call, not with the page (lib/api.ts).
const contract = () => import("../../../shared/contract/admin");

/** Everything the console reads is the signed-in moderator's own (OWN_DATA): dropped when they sign out. */
const ADMIN = [OWN_DATA, "admin"] as const;
const adminKeys = {
  all: ADMIN,
  me: (locale: Locale) => [...ADMIN, "me", locale] as const,
  queue: [...ADMIN, "queue"] as const,
  post: (id: number) => [...ADMIN, "post", id] as const,
  reports: [...ADMIN, "reports"] as const,
  users: [...ADMIN, "users"] as const,
  bans: [...ADMIN, "bans"] as const,
  audit: [...ADMIN, "audit"] as const,
};

/** A query string of the filled values only. */
function query(values: Readonly<Record<string, string | number | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** Who the console is for; 401 and 403 are answers to show, never retried. */
export function adminMeQuery(locale: Locale) {
  return queryOptions({
    queryKey: adminKeys.me(locale),
    queryFn: ({ signal }) =>
      apiGet("/v1/admin/me", () => contract().then((m) => m.adminMeResponseSchema), { locale, signal }),
    retry: false,
    staleTime: 60_000,
  });
}

export type QueueTab = "all" | "new" | "edited" | "reported" | "rule";

export function queueQuery(locale: Locale, reason: QueueTab, page: number) {
  return queryOptions({
    queryKey: [...adminKeys.queue, reason, page, locale] as const,
    queryFn: ({ signal }) =>
      apiGet(`/v1/admin/queue${query({ reason, page })}`, () => contract().then((m) => m.adminQueueResponseSchema), {
        locale,
        signal,
      }),
    staleTime: 0,
  });
}

export function adminPostQuery(locale: Locale, id: number) {
  return queryOptions({
    queryKey: [...adminKeys.post(id), locale] as const,
    queryFn: ({ signal }) =>
      apiGet(`/v1/admin/posts/${String(id)}`, () => contract().then((m) => m.adminPostResponseSchema), {
        locale,
        signal,
      }),
    staleTime: 0,
  });
}

export interface ReportsFilter {
  status: "open" | "upheld" | "dismissed";
  target: "user" | "message" | undefined;
  page: number;
}

export function reportsQuery(locale: Locale, filter: ReportsFilter) {
  return queryOptions({
    queryKey: [...adminKeys.reports, filter, locale] as const,
    queryFn: ({ signal }) =>
      apiGet(`/v1/admin/reports${query({ ...filter })}`, () => contract().then((m) => m.adminReportsResponseSchema), {
        locale,
        signal,
      }),
    staleTime: 0,
  });
}

export function usersQuery(locale: Locale, q: string, page: number) {
  return queryOptions({
    queryKey: [...adminKeys.users, "list", q, page, locale] as const,
    queryFn: ({ signal }) =>
      apiGet(`/v1/admin/users${query({ q, page })}`, () => contract().then((m) => m.adminUsersResponseSchema), {
        locale,
        signal,
      }),
    staleTime: 0,
  });
}

export function userQuery(locale: Locale, id: number) {
  return queryOptions({
    queryKey: [...adminKeys.users, "one", id, locale] as const,
    queryFn: ({ signal }) =>
      apiGet(`/v1/admin/users/${String(id)}`, () => contract().then((m) => m.adminUserResponseSchema), {
        locale,
        signal,
      }),
    staleTime: 0,
  });
}

export function bansQuery(locale: Locale, page: number) {
  return queryOptions({
    queryKey: [...adminKeys.bans, page, locale] as const,
    queryFn: ({ signal }) =>
      apiGet(`/v1/admin/bans${query({ page })}`, () => contract().then((m) => m.bansResponseSchema), {
        locale,
        signal,
      }),
    staleTime: 0,
  });
}

export interface AuditFilter {
  action: string | undefined;
  actor_id: number | undefined;
  page: number;
}

/** The audit log's address with its filters: the list's and the CSV download's. */
export const auditPath = (filter: AuditFilter, csv = false): string =>
  `/v1/admin/audit${csv ? ".csv" : ""}${query({ ...filter, page: csv ? undefined : filter.page })}`;

export function auditQuery(locale: Locale, filter: AuditFilter) {
  return queryOptions({
    queryKey: [...adminKeys.audit, filter, locale] as const,
    queryFn: ({ signal }) =>
      apiGet(auditPath(filter), () => contract().then((m) => m.auditResponseSchema), { locale, signal }),
    staleTime: 0,
  });
}

/** Any action changes the queue, the counts, the reports, the users, the bans and the audit log: all read again. */
const ALL_OF_IT: readonly QueryKey[] = [adminKeys.all];

/** An action answers the object acted on and its state (a ban: the ban); each list is then asked again. */
const actionAnswer = () => contract().then((m) => m.adminActionResponseSchema);
const banAnswer = () => contract().then((m) => m.banResponseSchema);

function action<I, S extends z.ZodType>(
  locale: Locale,
  method: "POST" | "DELETE",
  path: (input: I) => string,
  body: (input: I) => unknown,
  answer: SchemaLoader<S>,
) {
  return mutationOptions({
    mutationFn: (input: I) => apiSend(method, path(input), body(input), answer, { locale }),
    meta: { invalidates: ALL_OF_IT },
  });
}

export function approveMutation(locale: Locale) {
  return action(
    locale,
    "POST",
    ({ id }: { id: number } & z.input<typeof approveInputSchema>) => `/v1/admin/posts/${String(id)}/approve`,
    ({ note }) => (note ? { note } : {}),
    actionAnswer,
  );
}

export function rejectMutation(locale: Locale) {
  return action(
    locale,
    "POST",
    ({ id }: { id: number } & z.input<typeof rejectInputSchema>) => `/v1/admin/posts/${String(id)}/reject`,
    ({ reason, note }) => (note ? { reason, note } : { reason }),
    actionAnswer,
  );
}

export function moveMutation(locale: Locale) {
  return action(
    locale,
    "POST",
    ({ id }: { id: number } & z.input<typeof moveInputSchema>) => `/v1/admin/posts/${String(id)}/move`,
    ({ category_id, reason }) => (reason ? { category_id, reason } : { category_id }),
    actionAnswer,
  );
}

export function resolveReportMutation(locale: Locale) {
  return action(
    locale,
    "POST",
    ({ id, verdict }: { id: number; verdict: "uphold" | "dismiss" }) => `/v1/admin/reports/${String(id)}/${verdict}`,
    () => ({}),
    actionAnswer,
  );
}

export function hideMessageMutation(locale: Locale) {
  return action(
    locale,
    "POST",
    ({ id }: { id: number; reason: string }) => `/v1/admin/messages/${String(id)}/hide`,
    ({ reason }) => ({ reason }),
    actionAnswer,
  );
}

export function banMutation(locale: Locale) {
  return action(
    locale,
    "POST",
    () => "/v1/admin/bans",
    (input: z.input<typeof banInputSchema>) => input,
    banAnswer,
  );
}

export function liftBanMutation(locale: Locale) {
  return action(
    locale,
    "POST",
    ({ id }: { id: number }) => `/v1/admin/bans/${String(id)}/lift`,
    () => ({}),
    banAnswer,
  );
}

export function roleMutation(locale: Locale) {
  return action(
    locale,
    "POST",
    ({ id }: { id: number; role: "user" | "moderator" | "admin" }) => `/v1/admin/users/${String(id)}/role`,
    ({ role }) => ({ role }),
    actionAnswer,
  );
}
