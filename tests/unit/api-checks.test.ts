import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

const answerSchema = z.object({ data: z.object({ name: z.string() }), tags: z.array(z.string()).default([]) });

/** The API client of a build: `dev` as in development and tests, not as in a production browser. */
async function apiClient(dev: boolean) {
  vi.stubEnv("DEV", dev);
  vi.stubEnv("SSR", false);
  vi.resetModules();
  return import("../../src/client/lib/api");
}

function answering(body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))),
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("answers checked against their contracts", () => {
  it("a production browser takes a read as the server wrote it, without loading its schema", async () => {
    const { apiGet } = await apiClient(false);
    const loader = vi.fn(() => Promise.resolve(answerSchema));
    answering({ data: { name: "Анна" }, tags: ["a"] });
    await expect(apiGet("/v1/thing", loader, { locale: "ru" })).resolves.toEqual({
      data: { name: "Анна" },
      tags: ["a"],
    });
    expect(loader).not.toHaveBeenCalled();
  });

  it("development and tests check every read: an answer drifting from its contract fails loudly", async () => {
    const { apiGet } = await apiClient(true);
    answering({ data: { name: 7 } });
    await expect(apiGet("/v1/thing", () => Promise.resolve(answerSchema), { locale: "ru" })).rejects.toThrow();
    answering({ data: { name: "Анна" } });
    await expect(apiGet("/v1/thing", () => Promise.resolve(answerSchema), { locale: "ru" })).resolves.toEqual({
      data: { name: "Анна" },
      tags: [],
    });
  });

  it("a production browser still checks the answer of every write", async () => {
    const { apiPost } = await apiClient(false);
    answering({ data: { name: 7 } });
    await expect(
      apiPost("/v1/thing", {}, () => Promise.resolve(answerSchema), { locale: "ru", token: null }),
    ).rejects.toThrow();
    answering({ data: { name: "Анна" } });
    await expect(
      apiPost("/v1/thing", {}, () => Promise.resolve(answerSchema), { locale: "ru", token: null }),
    ).resolves.toEqual({ data: { name: "Анна" }, tags: [] });
  });
});
