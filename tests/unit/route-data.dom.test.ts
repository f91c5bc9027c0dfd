import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeData } from "../../src/client/lib/query-client";

const KEY = ["posts", "detail", "ru", "job", "welder"] as const;

/** A client holding the ad as it was, marked stale as a restored or written-over copy is. */
async function withOldCopy(): Promise<QueryClient> {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  client.setQueryData(KEY, { title: "old" });
  await client.invalidateQueries({ queryKey: KEY, refetchType: "none" });
  return client;
}

const online = (value: boolean) => vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(value);

afterEach(() => vi.restoreAllMocks());

describe("routeData: a route's data, network first", () => {
  it("asks the network past a stale copy while online", async () => {
    online(true);
    const client = await withOldCopy();
    expect(await routeData(client, { queryKey: KEY, queryFn: () => Promise.resolve({ title: "new" }) })).toEqual({
      title: "new",
    });
    expect(client.getQueryData(KEY)).toEqual({ title: "new" });
  });

  it("answers a copy read a moment ago and unchanged since without asking", async () => {
    online(true);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    client.setQueryData(KEY, { title: "fresh" });
    const queryFn = vi.fn(() => Promise.resolve({ title: "other" }));
    expect(await routeData(client, { queryKey: KEY, queryFn })).toEqual({ title: "fresh" });
    expect(queryFn).not.toHaveBeenCalled();
  });

  it("answers the kept copy offline, without asking", async () => {
    online(false);
    const client = await withOldCopy();
    const queryFn = vi.fn(() => Promise.resolve({ title: "new" }));
    expect(await routeData(client, { queryKey: KEY, queryFn })).toEqual({ title: "old" });
    expect(queryFn).not.toHaveBeenCalled();
  });

  it("answers the kept copy when the network fails, and fails with nothing kept", async () => {
    online(true);
    const failing = () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await routeData(await withOldCopy(), { queryKey: KEY, queryFn: failing })).toEqual({ title: "old" });
    await expect(routeData(new QueryClient(), { queryKey: KEY, queryFn: failing })).rejects.toThrow("Failed to fetch");
  });

  it("lets an answer with an error status through (a deleted ad is not drawn from its old copy)", async () => {
    online(true);
    const gone = () => Promise.reject(new Error("404"));
    await expect(routeData(await withOldCopy(), { queryKey: KEY, queryFn: gone })).rejects.toThrow("404");
  });
});
