import { beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "../../src/shared/contract/common";
import { postWriteResponseSchema } from "../../src/shared/contract/post-form";
import { requestsResponseSchema, statisticResponseSchema } from "../../src/shared/contract/profile";
import { call, freshPhone, signInWithPhone } from "./auth-helpers";
import { baseUrl } from "./client";
import { adReferences } from "./security/ad-references";

/**
 * The one gate of "the caller's own ad" (ownAd): every management call and an ad's answers and
 * figures load the ad once and let in its author (or whoever holds its secret), nobody else.
 */
let base = "";
let author = "";
let stranger = "";
let own = 0;
let anonymous = { id: 0, secret: "" };
let refs = { categoryId: 0, cityId: 0 };

const jobForm = (phone: string) => ({
  kind: "job",
  title: "Нужен водитель погрузчика на склад",
  content: "<p>Склад в Элк-Гроув, полный день, оплата еженедельно, опыт от года.</p>",
  categoryIds: [refs.categoryId],
  locationIds: [refs.cityId],
  contact: { phone, country_code: "+1", contact_person: "Олег", email: "", instagram: "", web_site: "" },
  fields: { salary_from: 20, salary_to: 24, salary_period: "hour", schedule: "", languages: ["ru"] },
  photos: [],
});

const messageIn = (answer: { body: unknown }) => errorBodySchema.parse(answer.body).message;

beforeAll(async () => {
  base = baseUrl();
  refs = await adReferences(base);
  const authorPhone = freshPhone();
  author = (await signInWithPhone(base, authorPhone)).token;
  stranger = (await signInWithPhone(base, freshPhone())).token;
  const created = await call(base, "POST", "/v1/posts", { body: jobForm(authorPhone.typed), token: author });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  own = postWriteResponseSchema.parse(created.body).data.id;
  const posted = await call(base, "POST", "/v1/posts", { body: jobForm(freshPhone().typed) });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  const data = postWriteResponseSchema.parse(posted.body).data;
  anonymous = { id: data.id, secret: data.secret ?? "" };
  expect(anonymous.secret.length).toBeGreaterThan(15);
});

describe("the caller's own ad", () => {
  it("lets the author manage it and read its answers and figures", async () => {
    expect((await call(base, "GET", `/v1/posts/${own}/edit`, { token: author })).status).toBe(200);
    expect((await call(base, "POST", `/v1/posts/${own}/deactivate`, { token: author })).status).toBe(200);
    expect((await call(base, "POST", `/v1/posts/${own}/activate`, { token: author })).status).toBe(200);
    const stats = await call(base, "GET", `/v1/statistic?post_id=${own}`, { token: author });
    expect(statisticResponseSchema.parse(stats.body).data.post.id).toBe(own);
    const requests = await call(base, "GET", `/v1/requests?post_id=${own}`, { token: author });
    expect(requestsResponseSchema.parse(requests.body).data.post.id).toBe(own);
  });

  it("answers someone else's public ad with 403 and a message in the caller's language", async () => {
    for (const [method, path] of [
      ["PATCH", `/v1/posts/${own}`],
      ["DELETE", `/v1/posts/${own}`],
      ["POST", `/v1/posts/${own}/deactivate`],
      ["GET", `/v1/posts/${own}/edit`],
      ["GET", `/v1/statistic?post_id=${own}`],
      ["GET", `/v1/requests?post_id=${own}`],
    ] as const) {
      const body = method === "PATCH" ? jobForm("773-465-0142") : undefined;
      const ru = await call(base, method, path, { token: stranger, ...(body ? { body } : {}) });
      expect(ru.status, `${method} ${path}`).toBe(403);
      expect(messageIn(ru)).toMatch(/[а-яё]/i);
      const en = await call(base, method, path, { token: stranger, headers: { "Accept-Language": "en" } });
      expect(en.status, `${method} ${path}`).toBe(403);
      expect(messageIn(en)).not.toMatch(/[а-яё]/i);
    }
  });

  it("answers a pending ad of someone else, an unknown or malformed id with 404, and no session with 401", async () => {
    expect((await call(base, "GET", `/v1/posts/${anonymous.id}/edit`, { token: stranger })).status).toBe(404);
    expect((await call(base, "GET", `/v1/statistic?post_id=${anonymous.id}`, { token: stranger })).status).toBe(404);
    expect((await call(base, "DELETE", "/v1/posts/999999999", { token: author })).status).toBe(404);
    expect((await call(base, "DELETE", "/v1/posts/01", { token: author })).status).toBe(404);
    expect((await call(base, "DELETE", `/v1/posts/${own}`)).status).toBe(401);
    expect((await call(base, "DELETE", "/v1/posts/abc")).status).toBe(401);
    expect((await call(base, "GET", `/v1/statistic?post_id=${own}`)).status).toBe(401);
  });

  it("lets whoever holds the secret read the answers and figures, and no one with a wrong secret", async () => {
    const stats = await call(base, "GET", `/v1/statistic?hash=${anonymous.secret}`);
    expect(statisticResponseSchema.parse(stats.body).data.post.id).toBe(anonymous.id);
    const requests = await call(base, "GET", `/v1/requests?hash=${anonymous.secret}`);
    expect(requestsResponseSchema.parse(requests.body).data.post.id).toBe(anonymous.id);
    expect((await call(base, "GET", `/v1/statistic?hash=${"x".repeat(40)}`)).status).toBe(404);
  });

  it("leaves /v1/posts/{section}/edit to the ad pages", async () => {
    const answer = await call(base, "GET", "/v1/posts/job/edit");
    expect(answer.status).toBe(404);
    expect(messageIn(answer)).toMatch(/[а-яё]/i);
  });
});
