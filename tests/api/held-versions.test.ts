import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { locationsResponseSchema } from "../../src/shared/contract/locations";
import { postWriteResponseSchema } from "../../src/shared/contract/post-form";
import { sectionsResponseSchema } from "../../src/shared/contract/sections";
import { call, freshPhone, post, signInWithPhone, type Answer } from "./auth-helpers";
import { serverWithPreparedDb, type PreparedServer } from "./direct-db";

/**
 * Versions, not take-downs, on PGlite and on PostgreSQL: an ad a rule flags waits before going live; an edit a rule
 * flags waits while the approved version stays live for everyone; approving makes the edit live, rejecting keeps
 * the approved version. (moderation-flow.test.ts has the same on a server with the default trust settings.)
 */
describe("held ads and held edits", () => {
  let server: PreparedServer;
  const author = freshPhone();
  const moderator = freshPhone();
  let authorToken = "";
  let moderatorToken = "";
  let jobCategory = 0;
  let cityId = 0;

  beforeAll(async () => {
    server = await serverWithPreparedDb(async (db) => {
      await db.insert(users).values({ phone: moderator.e164, locale: "ru", role: "moderator", name: "Модератор" });
    });
    const sections = sectionsResponseSchema.parse((await call(server.url, "GET", "/v1/sections")).body);
    jobCategory = sections.data.find((section) => section.slug === "job")?.categories[0]?.id ?? 0;
    const tree = locationsResponseSchema.parse((await call(server.url, "GET", "/v1/locations")).body);
    cityId = tree.data.flatMap((state) => state.children)[0]?.id ?? 0;
    authorToken = (await signInWithPhone(server.url, author)).token;
    moderatorToken = (await signInWithPhone(server.url, moderator)).token;
  });
  afterAll(() => server.stop());

  const stamp = () => String(Date.now()).slice(-6);
  const jobForm = (title: string, content: string) => ({
    kind: "job",
    title,
    content: `<p>${content}</p>`,
    categoryIds: [jobCategory],
    locationIds: [cityId],
    contact: { phone: freshPhone().typed, country_code: "+1", contact_person: "Ольга", email: "" },
    fields: { salary_from: 24, salary_period: "hour" },
    photos: [],
  });
  const written = (answer: Answer) => {
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    return postWriteResponseSchema.parse(answer.body).data;
  };
  const publicPage = async (ad: { section: string; slug: string }) =>
    call(server.url, "GET", `/v1/posts/${ad.section}/${ad.slug}`);
  const decide = (id: number, action: "approve" | "reject", body: object) =>
    call(server.url, "POST", `/v1/admin/posts/${String(id)}/${action}`, { token: moderatorToken, body });

  it("an ad a rule flags waits, says which rule, and is nobody else's to read", async () => {
    const form = jobForm(`Официант ${stamp()}`, "Ресторан ищет официанта, звоните 212-465-1301 в любое время.");
    const held = written(await post(server.url, "/v1/posts", form, { token: authorToken }));
    expect(held.status).toBe("review");
    expect(held.held_by).toContain("contacts");
    expect((await publicPage(held)).status).toBe(404);
  });

  it("an edit a rule flags waits while the approved version stays live; approving makes it live", async () => {
    const title = `Официант в кафе на Брайтоне ${stamp()}`;
    const form = jobForm(title, "Кафе ищет официанта на вечерние смены, опыт не обязателен.");
    const live = written(await post(server.url, "/v1/posts", form, { token: authorToken }));
    expect(live.status).toBe("active");
    const change = {
      ...form,
      title: `${title}, звоните`,
      content: "<p>Звоните 212-465-1302 или пишите cafe.hr@example.com.</p>",
    };
    const saved = written(
      await call(server.url, "PATCH", `/v1/posts/${String(live.id)}`, { token: authorToken, body: change }),
    );
    expect(saved).toMatchObject({ status: "active", edit_held: true });
    // Reloading throughout, a visitor reads the approved version: never a 404, never the held words.
    for (let read = 0; read < 3; read++) {
      const page = await publicPage(live);
      expect(page.status).toBe(200);
      expect(JSON.stringify(page.body)).not.toContain("212-465-1302");
    }
    expect((await decide(live.id, "approve", {})).status).toBe(200);
    const after = await publicPage(live);
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body)).toContain(`${title}, звоните`);
  });

  it("rejecting a held edit keeps the approved version live, and the next clean edit is live at once", async () => {
    const title = `Повар на завтраки ${stamp()}`;
    const form = jobForm(title, "Кафе ищет повара на завтраки, смены с шести утра.");
    const live = written(await post(server.url, "/v1/posts", form, { token: authorToken }));
    const change = { ...form, content: "<p>Пишите на breakfast.cook@example.com, звоните 212-465-1303.</p>" };
    written(await call(server.url, "PATCH", `/v1/posts/${String(live.id)}`, { token: authorToken, body: change }));
    expect((await decide(live.id, "reject", { reason: "spam" })).status).toBe(200);
    const page = await publicPage(live);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).toContain("смены с шести утра");
    const clean = { ...form, fields: { salary_from: 22, salary_period: "hour" } };
    const again = written(
      await call(server.url, "PATCH", `/v1/posts/${String(live.id)}`, { token: authorToken, body: clean }),
    );
    expect(again).toMatchObject({ status: "active" });
    expect(again.edit_held).toBeUndefined();
  });

  it("another user cannot approve or reject: the console answers 403", async () => {
    const answer = await call(server.url, "POST", "/v1/admin/posts/1/approve", { token: authorToken, body: {} });
    expect(answer.status).toBe(403);
  });
});
