import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { MainConfig, SessionUser } from "../../src/shared/contract/main-config";
import { createQueryClient } from "../../src/client/lib/query-client";
import { sessionKeys } from "../../src/client/api/session/api";
import { saveSessionUser } from "../../src/client/api/session/useSession";
import { adReads, postKeys } from "../../src/client/api/posts";

const user = (id: number, name: string | null): SessionUser => ({
  id,
  name,
  phone: "+12125550100",
  email: null,
  dating_id: null,
  help_crunch_hash: null,
});
const config = (who: SessionUser | null): MainConfig => ({
  hide_cv: true,
  chat: null,
  is_login: who !== null,
  user: who,
});

describe("writes declare what they change (mutation meta)", () => {
  it("marks the declared reads stale after the write's own onSuccess, before its promise resolves", async () => {
    const client = createQueryClient();
    const detail = postKeys.detail("ru", "job", "driver");
    client.setQueryData(detail, { data: "old" });
    client.setQueryData(["sections", "ru"], { data: [] });
    const order: string[] = [];
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.resolve("saved"),
      onSuccess: () => {
        order.push(`own onSuccess, stale: ${String(client.getQueryState(detail)?.isInvalidated)}`);
      },
      meta: { invalidates: adReads() },
    });
    await mutation.execute(undefined);
    order.push(`resolved, stale: ${String(client.getQueryState(detail)?.isInvalidated)}`);
    expect(order).toEqual(["own onSuccess, stale: false", "resolved, stale: true"]);
    // Only what the write named: the sections have nothing to do with an ad.
    expect(client.getQueryState(["sections", "ru"])?.isInvalidated).toBe(false);
  });

  it("leaves every read as it was when the write fails", async () => {
    const client = createQueryClient();
    const detail = postKeys.detail("ru", "job", "driver");
    client.setQueryData(detail, { data: "old" });
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new Error("422")), meta: { invalidates: adReads() } });
    await expect(mutation.execute(undefined)).rejects.toThrow("422");
    expect(client.getQueryState(detail)?.isInvalidated).toBe(false);
  });
});

describe("the session lives in the query cache only", () => {
  it("a name given is every cached copy of that session's user, in every language, and no one else's", () => {
    const client = new QueryClient();
    client.setQueryData(["main-config", "ru", "abc"], config(user(7, null)));
    client.setQueryData(["main-config", "en", "abc"], config(user(7, null)));
    client.setQueryData(["main-config", "ru", "other"], config(user(8, "Олег")));
    client.setQueryData(["main-config", "ru", "visitor"], config(null));
    saveSessionUser(client, user(7, "Анна"));
    const cached = client.getQueriesData<MainConfig>({ queryKey: sessionKeys.all });
    const names = Object.fromEntries(cached.map(([key, data]) => [key.join("/"), data?.user?.name ?? null]));
    expect(names).toEqual({
      "main-config/ru/abc": "Анна",
      "main-config/en/abc": "Анна",
      "main-config/ru/other": "Олег",
      "main-config/ru/visitor": null,
    });
  });
});
