// With several API processes on one PostgreSQL, an ad edited through one is read new through the
// others at once (features/posts/ad-writes-channel.ts), not after their 30 s page cache runs out.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { locationsResponseSchema } from "../../src/shared/contract/locations";
import { postWriteResponseSchema } from "../../src/shared/contract/post-form";
import { sectionsResponseSchema } from "../../src/shared/contract/sections";
import { call, freshPhone, signInWithPhone } from "./auth-helpers";
import { dedicatedServer, type PreparedServer } from "./direct-db";

const HTML = { Accept: "text/html", "Accept-Language": "ru" };

describe.skipIf(inject("databaseKind") !== "postgres")("ad writes told to the other processes", () => {
  let writer: PreparedServer;
  let reader: PreparedServer;

  beforeAll(async () => {
    [writer, reader] = await Promise.all([dedicatedServer({}), dedicatedServer({})]);
  });
  afterAll(async () => {
    await Promise.all([writer.stop(), reader.stop()]);
  });

  const page = async (path: string) => {
    const response = await fetch(new URL(path, reader.url), { headers: HTML });
    return { cache: response.headers.get("x-page-cache"), body: await response.text() };
  };

  it("an edit through one process drops the page another kept", async () => {
    const author = await signInWithPhone(writer.url, freshPhone());
    const sections = sectionsResponseSchema.parse((await call(writer.url, "GET", "/v1/sections")).body);
    const tree = locationsResponseSchema.parse((await call(writer.url, "GET", "/v1/locations")).body);
    const form = {
      kind: "job",
      title: `Сварщик на стройку в Бронксе ${String(Date.now()).slice(-6)}`,
      content: "<p>Аргон и полуавтомат, опыт от двух лет, оплата каждую пятницу наличными.</p>",
      categoryIds: [sections.data.find((section) => section.slug === "job")?.categories[0]?.id ?? 0],
      locationIds: [tree.data.flatMap((state) => state.children)[0]?.id ?? 0],
      contact: { phone: "773-465-0142", country_code: "+1", contact_person: "Иван", email: "" },
      fields: { salary_from: 25, salary_period: "hour" },
      photos: [],
    };
    const answer = await call(writer.url, "POST", "/v1/posts", { body: form, token: author.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const ad = postWriteResponseSchema.parse(answer.body).data;
    const path = `/${ad.section}/post/${ad.slug}`;

    await page(path);
    const kept = await page(path);
    expect(kept.cache).toBe("hit");
    expect(kept.body).toContain(form.title);

    const edited = `${form.title}, срочно`;
    const patch = await call(writer.url, "PATCH", `/v1/posts/${String(ad.id)}`, {
      body: { ...form, title: edited },
      token: author.token,
    });
    expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    // Told within moments (the other process hears it over its own connection), not after 30 s.
    await expect.poll(async () => (await page(path)).body, { timeout: 3_000 }).toContain(edited);
  });
});
