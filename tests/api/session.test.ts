import { describe, expect, it } from "vitest";
import { mainConfigSchema } from "../../src/shared/contract/main-config";
import { getJson } from "./client";

describe("GET /v1/main-config", () => {
  it("answers a visitor as not signed in, with CV contacts hidden", async () => {
    const { status, body, response } = await getJson("/v1/main-config");
    expect(status).toBe(200);
    expect(mainConfigSchema.parse(body)).toEqual({ is_login: false, hide_cv: true, user: null, chat: null });
    expect(response.headers.get("cache-control")).toContain("no-store");
  });
});
