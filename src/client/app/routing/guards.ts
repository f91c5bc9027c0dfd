import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import type { MainConfig } from "../../../shared/contract/main-config";
import type { Locale } from "../../../shared/locales";
import { pathOf, type GuardName, type RouteDef } from "../../../shared/routes";
import { appStore } from "../../lib/store";
import { authPrevPathAtom } from "../../api/session/state";
import { mainConfigQuery } from "../../api/session/api";

export interface GuardContext {
  queryClient: QueryClient;
  locale: Locale;
  route: RouteDef;
  href: string;
  search: Readonly<Record<string, unknown>>;
}

/** A guard lets the navigation through (true), cancels it (false) or throws a redirect. */
type Guard = (context: GuardContext) => boolean | Promise<boolean>;

/** The session as last known: offline, a guard decides on the cached answer rather than failing. */
async function session(context: GuardContext): Promise<MainConfig | undefined> {
  const options = mainConfigQuery(context.locale);
  try {
    return await context.queryClient.query(options);
  } catch {
    return context.queryClient.getQueryData(options.queryKey);
  }
}

const hasValue = (value: unknown) => (typeof value === "string" && value !== "") || typeof value === "number";

const GUARDS: Record<GuardName, Guard> = {
  /** Profile pages and forms: anonymous visitors sign in first and come back afterwards. */
  auth: async (context) => {
    if ((await session(context))?.is_login) return true;
    appStore.set(authPrevPathAtom, context.href);
    throw redirect({ href: pathOf("auth.login", context.locale) });
  },
  /** Sign-in pages are for visitors: a signed-in user goes to their ads. */
  guest: async (context) => {
    if (!(await session(context))?.is_login) return true;
    throw redirect({ href: pathOf("profile.listing", context.locale) });
  },
  /** /requests and /statistic open with the ad's secret hash or, for its author, its post id. */
  "hash-or-post-id": (context) => hasValue(context.search.hash) || hasValue(context.search.post_id),
  /** One dating profile per user: whoever has one edits it instead of filling the form again. */
  "dating-form": async (context) => {
    const user = (await session(context))?.user;
    if (user?.dating_id == null) return true;
    throw redirect({ href: pathOf("profile.edit.dating", context.locale) });
  },
  /** Listings are indexed page by page: `?page=1` or a malformed page is the canonical first page. */
  "seo-listing": (context) => {
    const page = context.search.page;
    if (page === undefined || (typeof page === "number" && Number.isInteger(page) && page > 1)) return true;
    const url = new URL(context.href, "http://localhost");
    url.searchParams.delete("page");
    throw redirect({ href: `${url.pathname}${url.search}${url.hash}`, replace: true });
  },
  /** A post has one URL: paging parameters copied from a listing are dropped. */
  "seo-single": (context) => {
    if (context.search.page === undefined) return true;
    const url = new URL(context.href, "http://localhost");
    url.searchParams.delete("page");
    throw redirect({ href: `${url.pathname}${url.search}${url.hash}`, replace: true });
  },
};

class UnknownGuardError extends Error {
  constructor(readonly guard: string) {
    super("Unknown route middleware");
  }
}

function isGuardName(name: string): name is GuardName {
  return Object.hasOwn(GUARDS, name);
}

/** Runs named guards in order; the first that says no stops the rest. */
export async function runGuards(names: readonly string[], context: GuardContext): Promise<boolean> {
  for (const name of names) {
    if (!isGuardName(name)) throw new UnknownGuardError(name);
    if (!(await GUARDS[name](context))) return false;
  }
  return true;
}
