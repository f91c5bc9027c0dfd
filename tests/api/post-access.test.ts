import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts, postStats, uploads, users } from "../../src/server/db/schema";
import { errorBodySchema } from "../../src/shared/contract/common";
import { locationsResponseSchema } from "../../src/shared/contract/locations";
import { postEditResponseSchema, postWriteResponseSchema } from "../../src/shared/contract/post-form";
import { postDetailResponseSchema, postListResponseSchema } from "../../src/shared/contract/posts";
import {
  findJobResponseSchema,
  requestsResponseSchema,
  statisticResponseSchema,
} from "../../src/shared/contract/profile";
import { sectionsResponseSchema } from "../../src/shared/contract/sections";
import { textTag, call, freshPhone, messageOf, post, signInWithPhone, type Answer } from "./auth-helpers";
import { serverWithPreparedDb, type PreparedServer } from "./direct-db";
import { copyDemoPost } from "./social-helpers";

/**
 * /requests and /statistic (by the ad's secret or, for its author, its id), the contact form, the
 * find-job page and photos. The database is prepared first: a demo ad with a known secret, an owner
 * and day statistics, and uploads of a signed-in user, of an anonymous browser and of someone else.
 */
const SECRET = "known-secret-of-the-demo-ad-0123456789abcdef";
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe("an ad's answers, statistics, contact form and photos", () => {
  const owner = freshPhone();
  let server: PreparedServer;
  let base = "";
  let demo = { id: 0, section: "", slug: "" };
  const upload = { mine: 0, mineToo: 0, browser: 0, foreign: 0 };
  let jobCategory = 0;
  let cvCategory = 0;
  let cityId = 0;
  let contactsSent = 0;
  /** The demo ad's author, signed in once (a phone gets one code a minute). */
  let ownerToken = "";

  beforeAll(async () => {
    server = await serverWithPreparedDb(async (db) => {
      const [user] = await db.insert(users).values({ phone: owner.e164, locale: "ru" }).returning({ id: users.id });
      const [other] = await db
        .insert(users)
        .values({ phone: freshPhone().e164, locale: "ru" })
        .returning({ id: users.id });
      if (!user || !other) throw new Error("users were not created");
      // An ad of this file's own: on a shared PostgreSQL other files like and view the demo ads meanwhile.
      const row = await copyDemoPost(db, { userId: user.id, contactPhone: owner.e164 });
      await db
        .update(posts)
        .set({ secretHash: sha256(SECRET) })
        .where(eq(posts.id, row.id));
      await db.insert(postStats).values([
        { postId: row.id, day: daysAgo(2), views: 5, phoneReveals: 1, favourites: 2 },
        { postId: row.id, day: daysAgo(29), views: 3, phoneReveals: 0, favourites: 0 },
        { postId: row.id, day: daysAgo(40), views: 100, phoneReveals: 100, favourites: 100 },
      ]);
      const file = (n: number) => ({
        storageKey: `test/${n}.webp`,
        thumbKey: `test/${n}-thumb.webp`,
        mime: "image/webp",
        bytes: 1000,
        width: 800,
        height: 600,
      });
      const ids = await db
        .insert(uploads)
        .values([
          { ...file(1), userId: user.id },
          { ...file(2), userId: user.id },
          { ...file(3), ownerKey: "browser-of-the-test" },
          { ...file(4), userId: other.id },
        ])
        .returning({ id: uploads.id });
      [upload.mine, upload.mineToo, upload.browser, upload.foreign] = ids.map((r) => r.id) as [
        number,
        number,
        number,
        number,
      ];
      demo = { id: row.id, section: "", slug: "" };
    });
    base = server.url;
    const sections = sectionsResponseSchema.parse((await call(base, "GET", "/v1/sections")).body).data;
    jobCategory = sections.find((s) => s.slug === "job")?.categories[0]?.id ?? 0;
    cvCategory = sections.find((s) => s.slug === "workers")?.categories[0]?.id ?? 0;
    cityId =
      locationsResponseSchema
        .parse((await call(base, "GET", "/v1/locations")).body)
        .data.flatMap((state) => state.children)[0]?.id ?? 0;
    ownerToken = (await signInWithPhone(base, owner)).token;
  }, 180_000);
  afterAll(() => server.stop());

  const form = (overrides: Record<string, unknown> = {}) => ({
    kind: "job",
    title: "Нужен пекарь в пекарню",
    content: `<p>Ищем пекаря на утреннюю смену, обучение на месте, оплата каждую неделю. ${textTag()}</p>`,
    categoryIds: [jobCategory],
    locationIds: [cityId],
    contact: { phone: "773-465-0142", country_code: "+1", contact_person: "Ольга" },
    fields: { salary_from: 20, salary_period: "hour" },
    photos: [],
    ...overrides,
  });

  function created(answer: Answer) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return postWriteResponseSchema.parse(answer.body).data;
  }

  describe("statistic", () => {
    it("opens by the secret: 30 days up to today, oldest first, zeros filled, totals of the window", async () => {
      const answer = await call(base, "GET", `/v1/statistic?hash=${SECRET}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { data } = statisticResponseSchema.parse(answer.body);
      expect(data.post.id).toBe(demo.id);
      demo = { id: data.post.id, section: data.post.section, slug: data.post.slug };
      expect(data.days).toHaveLength(30);
      expect(data.days[0]?.day).toBe(daysAgo(29));
      expect(data.days.at(-1)?.day).toBe(today);
      expect(data.days.find((d) => d.day === daysAgo(2))).toEqual({
        day: daysAgo(2),
        views: 5,
        phone_reveals: 1,
        favourites: 2,
      });
      expect(data.days.find((d) => d.day === daysAgo(10))).toEqual({
        day: daysAgo(10),
        views: 0,
        phone_reveals: 0,
        favourites: 0,
      });
      expect(data.totals.favourites).toBe(2);
      expect(data.totals.views).toBeGreaterThanOrEqual(8);
      expect(data.totals.views).toBeLessThan(100);
    });

    it("answers 404 to a wrong secret and 422 without hash or post_id", async () => {
      expect((await call(base, "GET", `/v1/statistic?hash=${"x".repeat(43)}`)).status).toBe(404);
      expect((await call(base, "GET", "/v1/statistic")).status).toBe(422);
    });

    it("opens by post_id for the signed-in author only", async () => {
      expect((await call(base, "GET", `/v1/statistic?post_id=${demo.id}`)).status).toBe(401);
      const stranger = await signInWithPhone(base, freshPhone());
      const refused = await call(base, "GET", `/v1/statistic?post_id=${demo.id}`, { token: stranger.token });
      expect(refused.status).toBe(403);
      expect(messageOf(refused)).toBe("Это объявление принадлежит другому пользователю.");
      const answer = await call(base, "GET", `/v1/statistic?post_id=${demo.id}`, { token: ownerToken });
      expect(answer.status).toBe(200);
      expect(statisticResponseSchema.parse(answer.body).data.post.id).toBe(demo.id);
    });
  });

  describe("contact form and requests", () => {
    it("stores a message to the author (201) and refuses a short name or message (422)", async () => {
      const sender = freshPhone();
      const sent = await post(base, `/v1/posts/${demo.id}/contact`, {
        name: "Пётр",
        phone: sender.typed,
        country_code: "+1",
        message: "Здравствуйте, ещё актуально?",
        register: false,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect(sent.body).toEqual({ data: { ok: true } });
      contactsSent += 1;

      const shortName = await post(base, `/v1/posts/${demo.id}/contact`, {
        name: "Пё",
        phone: sender.typed,
        country_code: "+1",
        message: "Здравствуйте!",
      });
      expect(shortName.status).toBe(422);
      expect(errorBodySchema.parse(shortName.body).errors?.name).toEqual(["Не менее 3 символов"]);
      const shortMessage = await post(base, `/v1/posts/${demo.id}/contact`, {
        name: "Пётр",
        phone: sender.typed,
        country_code: "+1",
        message: "Алло",
      });
      expect(shortMessage.status).toBe(422);
      expect(errorBodySchema.parse(shortMessage.body).errors?.message).toEqual(["Не менее 5 символов"]);
      expect(
        (
          await post(base, "/v1/posts/99999999/contact", {
            name: "Пётр",
            phone: sender.typed,
            country_code: "+1",
            message: "Здравствуйте!",
          })
        ).status,
      ).toBe(404);
    });

    it("shows the answers by the secret, newest first, and marks them read", async () => {
      const flag = async () =>
        (
          (await call(base, "GET", "/api/user/message/new", { token: ownerToken })).body as {
            data: { new_message: boolean };
          }
        ).data.new_message;
      expect(await flag()).toBe(true);
      const answer = await call(base, "GET", `/v1/requests?hash=${SECRET}`);
      expect(answer.status).toBe(200);
      const { data } = requestsResponseSchema.parse(answer.body);
      expect(data.post.id).toBe(demo.id);
      expect(data.requests[0]).toMatchObject({
        type: "message",
        name: "Пётр",
        message: "Здравствуйте, ещё актуально?",
      });
      expect(data.requests[0]?.phone).toMatch(/^\+1\d{10}$/);
      expect(await flag()).toBe(false);
    });

    it("opens the answers by post_id for the author only; a wrong secret is 404", async () => {
      expect((await call(base, "GET", `/v1/requests?post_id=${demo.id}`)).status).toBe(401);
      const stranger = await signInWithPhone(base, freshPhone());
      expect((await call(base, "GET", `/v1/requests?post_id=${demo.id}`, { token: stranger.token })).status).toBe(403);
      const mine = await call(base, "GET", `/v1/requests?post_id=${demo.id}`, { token: ownerToken });
      expect(requestsResponseSchema.parse(mine.body).data.requests.length).toBeGreaterThanOrEqual(1);
      expect((await call(base, "GET", `/v1/requests?hash=${"y".repeat(43)}`)).status).toBe(404);
    });

    it("the secret returned on posting opens the new ad's answers", async () => {
      const author = await signInWithPhone(base, freshPhone());
      const ad = created(await post(base, "/v1/posts", form(), { token: author.token }));
      const answer = await call(base, "GET", `/v1/requests?hash=${encodeURIComponent(ad.secret ?? "")}`);
      expect(answer.status).toBe(200);
      expect(requestsResponseSchema.parse(answer.body).data).toMatchObject({
        post: { id: ad.id, status: "active" },
        requests: [],
      });
    });

    it("a sender with a proven phone writes as their account; find-job lists the job, with their CVs", async () => {
      const author = await signInWithPhone(base, freshPhone());
      const job = created(await post(base, "/v1/posts", form(), { token: author.token }));
      const sender = freshPhone();
      // "Register by this number" is granted by a code to that number: the account is made then, not by the form.
      const signedIn = await signInWithPhone(base, sender);
      expect(signedIn.type).toBe("registration");
      const sent = await post(
        base,
        `/v1/posts/${job.id}/contact`,
        { name: "Мария", phone: sender.typed, country_code: "+1", message: "Хочу на эту работу", register: true },
        { token: signedIn.token },
      );
      expect(sent.status).toBe(201);
      contactsSent += 1;
      const cv = created(
        await post(
          base,
          "/v1/posts",
          form({
            kind: "cv",
            title: "Резюме: пекарь с опытом",
            categoryIds: [cvCategory],
            fields: { position: "Пекарь", experience_years: 3 },
          }),
          { token: signedIn.token },
        ),
      );
      // Their CV contacts left on the same job as well: the job still shows once.
      const left = await post(
        base,
        "/v1/contact-with",
        { message_type: "cv", phone: sender.e164, email: null, post_id: job.id },
        { token: signedIn.token },
      );
      expect(left.status).toBe(200);
      const findJob = await call(base, "GET", "/v1/profile/find-job", { token: signedIn.token });
      expect(findJob.status).toBe(200);
      const { data } = findJobResponseSchema.parse(findJob.body);
      expect(data.cvs.map((ad) => [ad.id, ad.section, ad.kind])).toEqual([[cv.id, "workers", "cv"]]);
      expect(data.answered.map((answer) => answer.post.id)).toEqual([job.id]);
      expect((await call(base, "GET", "/v1/profile/find-job")).status).toBe(401);
      const mine = await call(base, "GET", "/v1/profile/posts", { token: author.token });
      expect((mine.body as { data: { answers_count: number }[] }).data[0]?.answers_count).toBe(2);
    });

    it("takes at most 5 messages an hour from one IP", async () => {
      let limited: Answer | null = null;
      for (let i = contactsSent; i < 6 && !limited; i++) {
        const answer = await post(base, `/v1/posts/${demo.id}/contact`, {
          name: "Спамер",
          phone: freshPhone().typed,
          country_code: "+1",
          message: `Сообщение номер ${i}`,
          register: false,
        });
        if (answer.status === 429) limited = answer;
        else expect(answer.status).toBe(201);
      }
      expect(limited?.status).toBe(429);
      expect(limited ? messageOf(limited) : "").toMatch(/^Слишком много сообщений\. Попробуйте через \d+ мин\.$/);
      expect(limited?.response.headers.get("retry-after")).toMatch(/^\d+$/);
    });
  });

  describe("photos", () => {
    it("puts the user's uploads on the ad in order; cards and the detail show them", async () => {
      const author = { token: ownerToken };
      const ad = created(
        await post(base, "/v1/posts", form({ photos: [upload.mineToo, upload.mine] }), { token: author.token }),
      );
      const shown = postDetailResponseSchema.parse((await call(base, "GET", `/v1/posts/job/${ad.slug}`)).body).data;
      // Uploads stored before sizes were made keep working, with no sizes.
      expect(shown.photos).toEqual([
        { url: "/uploads/test/2.webp", thumb_url: "/uploads/test/2-thumb.webp", width: 800, height: 600, variants: [] },
        { url: "/uploads/test/1.webp", thumb_url: "/uploads/test/1-thumb.webp", width: 800, height: 600, variants: [] },
      ]);
      const list = postListResponseSchema.parse((await call(base, "GET", "/v1/posts?section=job&per_page=50")).body);
      expect(list.data.find((card) => card.id === ad.id)?.thumb_url).toBe("/uploads/test/2-thumb.webp");
      const edit = postEditResponseSchema.parse(
        (await call(base, "GET", `/v1/posts/${ad.id}/edit`, { token: author.token })).body,
      ).data;
      expect(edit.photos.map((photo) => photo.id)).toEqual([upload.mineToo, upload.mine]);

      // An upload already on an ad cannot go on another one.
      const again = await post(base, "/v1/posts", form({ photos: [upload.mine] }), { token: author.token });
      expect(again.status).toBe(422);
      expect(errorBodySchema.parse(again.body).errors?.photos).toEqual([
        "Фотография не найдена. Загрузите её ещё раз.",
      ]);
      // Taken off in an edit, it is free again.
      const saved = await call(base, "PATCH", `/v1/posts/${ad.id}`, {
        token: author.token,
        body: form({ photos: [upload.mineToo] }),
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      created(await post(base, "/v1/posts", form({ photos: [upload.mine] }), { token: author.token }));
    });

    it("refuses someone else's upload, and takes an anonymous browser's own by its owner key", async () => {
      const author = await signInWithPhone(base, freshPhone());
      const foreign = await post(base, "/v1/posts", form({ photos: [upload.foreign] }), { token: author.token });
      expect(foreign.status).toBe(422);
      expect(Object.keys(errorBodySchema.parse(foreign.body).errors ?? {})).toEqual(["photos"]);
      const wrongBrowser = await post(base, "/v1/posts", form({ photos: [upload.browser] }), {
        headers: { "X-Upload-Owner": "another-browser" },
      });
      expect(wrongBrowser.status).toBe(422);
      const ad = created(
        await post(base, "/v1/posts", form({ photos: [upload.browser] }), {
          headers: { "X-Upload-Owner": "browser-of-the-test" },
        }),
      );
      expect(ad.status).toBe("pending");
    });
  });
});
