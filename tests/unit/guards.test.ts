import { QueryClient } from "@tanstack/react-query";
import { isRedirect } from "@tanstack/react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { runGuards, type GuardContext } from "../../src/client/app/routing/guards";
import { mainConfigQuery } from "../../src/client/api/session/api";
import { authPrevPathAtom } from "../../src/client/api/session/state";
import { appStore } from "../../src/client/lib/store";
import type { MainConfig } from "../../src/shared/contract/main-config";
import { ROUTES_BY_ID } from "../../src/shared/routes";

const visitor: MainConfig = { is_login: false, hide_cv: true, user: null, chat: null };
const member: MainConfig = {
  is_login: true,
  hide_cv: false,
  user: { id: 7, name: "Олег", email: null, phone: "+13125550143", dating_id: null, help_crunch_hash: null },
  chat: null,
};

function context(session: MainConfig, overrides: Partial<GuardContext> = {}): GuardContext {
  const queryClient = new QueryClient();
  queryClient.setQueryData(mainConfigQuery(overrides.locale ?? "ru").queryKey, session);
  const route = ROUTES_BY_ID.get("profile.listing");
  if (!route) throw new Error("no route");
  return { queryClient, locale: "ru", route, href: "/profile/listing", search: {}, ...overrides };
}

async function redirectTarget(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    if (isRedirect(error)) return error.options.href ?? "";
    throw error;
  }
  throw new Error("no redirect");
}

describe("named route guards", () => {
  beforeEach(() => appStore.set(authPrevPathAtom, null));

  it("auth sends a visitor to the sign-in page and remembers where they were going", async () => {
    expect(await redirectTarget(runGuards(["auth"], context(visitor, { href: "/profile/listing?tab=2" })))).toBe(
      "/auth/login",
    );
    expect(appStore.get(authPrevPathAtom)).toBe("/profile/listing?tab=2");
    expect(await redirectTarget(runGuards(["auth"], context(visitor, { locale: "ua" })))).toBe("/ua/auth/login");
  });

  it("auth lets a signed-in user through", async () => {
    expect(await runGuards(["auth"], context(member))).toBe(true);
  });

  it("guest sends a signed-in user away from the sign-in pages", async () => {
    expect(await redirectTarget(runGuards(["guest"], context(member, { locale: "en" })))).toBe("/en/profile/listing");
    expect(await runGuards(["guest"], context(visitor))).toBe(true);
  });

  it("hash-or-post-id needs one of them", async () => {
    expect(await runGuards(["hash-or-post-id"], context(visitor))).toBe(false);
    expect(await runGuards(["hash-or-post-id"], context(visitor, { search: { hash: "a1b2" } }))).toBe(true);
    expect(await runGuards(["hash-or-post-id"], context(visitor, { search: { post_id: 42 } }))).toBe(true);
  });

  it("dating-form sends a user with a dating profile to edit it", async () => {
    const dater: MainConfig = { ...member, user: member.user ? { ...member.user, dating_id: 3 } : null };
    expect(await redirectTarget(runGuards(["dating-form"], context(dater)))).toBe("/profile/edit/dating");
    expect(await runGuards(["dating-form"], context(member))).toBe(true);
  });

  it("seo-listing drops page=1 from the URL", async () => {
    expect(
      await redirectTarget(
        runGuards(["seo-listing"], context(visitor, { href: "/job?page=1&q=cdl", search: { page: 1 } })),
      ),
    ).toBe("/job?q=cdl");
    expect(await runGuards(["seo-listing"], context(visitor, { search: { page: 3 } }))).toBe(true);
  });

  it("a guard that says no stops the ones after it", async () => {
    expect(await runGuards(["hash-or-post-id", "auth"], context(visitor))).toBe(false);
  });

  it("an unknown guard name raises 'Unknown route middleware'", async () => {
    await expect(runGuards(["auth", "nonsense"], context(member))).rejects.toThrow("Unknown route middleware");
  });
});
