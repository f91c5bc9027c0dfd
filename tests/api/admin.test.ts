import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminActionResponseSchema,
  adminMeResponseSchema,
  adminPostResponseSchema,
  adminQueueResponseSchema,
  adminReportsResponseSchema,
  adminUserResponseSchema,
  adminUsersResponseSchema,
  auditResponseSchema,
  banResponseSchema,
  bansResponseSchema,
} from "../../src/shared/contract/admin";
import { myPostsResponseSchema } from "../../src/shared/contract/profile";
import { categories, conversations, messages, posts, reports, sections, users } from "../../src/server/db/schema";
import {
  call,
  codeFor,
  freshPhone,
  lastMail,
  messageOf,
  post,
  requestCode,
  signInAsDemo,
  signInWithPhone,
} from "./auth-helpers";
import { serverWithPreparedDb, type PreparedServer } from "./direct-db";
import { ownFeedbackResponseSchema } from "../../src/shared/contract/feedbacks";

/**
 * The team's console API: who may call it, the queue and its decisions (the author reads a rejection in their own
 * language), bans that hold at sign-in, posting and chat, roles, hidden messages and the audit log with its CSV.
 */
let server: PreparedServer;
let base = "";
const phones = {
  moderator: freshPhone(),
  admin: freshPhone(),
  author: freshPhone(),
  reporterA: freshPhone(),
  reporterB: freshPhone(),
  writer: freshPhone(),
  banned: freshPhone(),
};
const tokens: Record<keyof typeof phones, string> = {
  moderator: "",
  admin: "",
  author: "",
  reporterA: "",
  reporterB: "",
  writer: "",
  banned: "",
};
/** The prepared ads: one new, one live with two reports, one held by a rule, one to move, one to reject twice. */
const ads = { fresh: 0, reported: 0, ruled: 0, moved: 0, spare: 0 };
const adPaths: Record<keyof typeof ads, string> = { fresh: "", reported: "", ruled: "", moved: "", spare: "" };
let writerId = 0;
let messageId = 0;
let userReportId = 0;
let messageReportId = 0;
let sameSectionCategory = 0;
let otherSectionCategory = 0;

const ENGLISH = { "Accept-Language": "en" };
const MAILED = `oksana.${Date.now()}@example.com`;

beforeAll(async () => {
  server = await serverWithPreparedDb(
    async (db) => {
      const [moderator, admin, author, reporterA, reporterB, writer, banned] = await db
        .insert(users)
        .values([
          { phone: phones.moderator.e164, name: "Модератор теста", role: "moderator" as const },
          { phone: phones.admin.e164, name: "Админ теста", role: "admin" as const },
          { phone: phones.author.e164, name: "Author", locale: "en" },
          { phone: phones.reporterA.e164, name: "Reporter A" },
          { phone: phones.reporterB.e164, name: "Reporter B" },
          { phone: phones.writer.e164, name: "Writer" },
          { phone: phones.banned.e164, name: "To be banned" },
        ])
        .returning({ id: users.id });
      if (!moderator || !admin || !author || !reporterA || !reporterB || !writer || !banned)
        throw new Error("users were not stored");
      writerId = writer.id;
      // Demo ads of the job section with a category: made the author's and put where each case needs them.
      const rows = await db
        .select({
          id: posts.id,
          slug: posts.slug,
          section: sections.slug,
          sectionId: posts.sectionId,
          categoryId: posts.categoryId,
        })
        .from(posts)
        .innerJoin(sections, eq(sections.id, posts.sectionId))
        .where(and(eq(sections.slug, "job"), eq(posts.status, "active"), isNotNull(posts.categoryId)))
        .orderBy(posts.id)
        .limit(5);
      const [fresh, reported, ruled, moved, spare] = rows;
      if (!fresh || !reported || !ruled || !moved || !spare) throw new Error("the demo has too few job ads");
      Object.assign(ads, { fresh: fresh.id, reported: reported.id, ruled: ruled.id, moved: moved.id, spare: spare.id });
      for (const [key, row] of Object.entries({ fresh, reported, ruled, moved, spare }))
        adPaths[key as keyof typeof ads] = `/v1/posts/${row.section}/${row.slug}`;
      await db
        .update(posts)
        .set({ userId: author.id })
        .where(sql`${posts.id} in (${fresh.id}, ${reported.id}, ${ruled.id}, ${moved.id}, ${spare.id})`);
      await db.update(posts).set({ status: "review", reviewReason: "new" }).where(eq(posts.id, fresh.id));
      // The spare ad's author writes in Ukrainian and has an address: a rejection reaches them by mail.
      const [mailed] = await db
        .insert(users)
        .values({ phone: freshPhone().e164, email: MAILED, name: "Оксана", locale: "ua" })
        .returning({ id: users.id });
      await db
        .update(posts)
        .set({ userId: mailed?.id ?? null })
        .where(eq(posts.id, spare.id));
      await db
        .update(posts)
        .set({ status: "review", reviewReason: "rule", ruleHits: [{ rule: "banned_word", detail: "кредит" }] })
        .where(eq(posts.id, ruled.id));
      await db.insert(reports).values([
        {
          reporterId: reporterA.id,
          targetKind: "post",
          targetId: reported.id,
          reason: "fraud",
          locale: "ru",
          note: "Просит предоплату",
        },
        { reporterId: reporterB.id, targetKind: "post", targetId: reported.id, reason: "fraud", locale: "ru" },
      ]);
      const [conversation] = await db
        .insert(conversations)
        .values({ postId: reported.id, visitorId: writer.id, authorId: author.id })
        .returning({ id: conversations.id });
      if (!conversation) throw new Error("no conversation");
      const [message] = await db
        .insert(messages)
        .values({ conversationId: conversation.id, senderId: writer.id, body: "Грубое сообщение" })
        .returning({ id: messages.id });
      if (!message) throw new Error("no message");
      messageId = message.id;
      const [aboutUser, aboutMessage] = await db
        .insert(reports)
        .values([
          { reporterId: author.id, targetKind: "user", targetId: writer.id, reason: "spam", locale: "en" },
          { reporterId: author.id, targetKind: "message", targetId: message.id, reason: "offensive", locale: "en" },
        ])
        .returning({ id: reports.id });
      userReportId = aboutUser?.id ?? 0;
      messageReportId = aboutMessage?.id ?? 0;
      const [same] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.sectionId, moved.sectionId), ne(categories.id, moved.categoryId ?? 0)))
        .limit(1);
      const [other] = await db
        .select({ id: categories.id })
        .from(categories)
        .innerJoin(sections, eq(sections.id, categories.sectionId))
        .where(eq(sections.slug, "properties"))
        .limit(1);
      sameSectionCategory = same?.id ?? 0;
      otherSectionCategory = other?.id ?? 0;
    },
    { TRUST_PROXY: "true" },
  );
  base = server.url;
  // The author writes in English: the language a rejection must reach them in.
  for (const key of Object.keys(phones) as (keyof typeof phones)[]) {
    const headers = { "X-Forwarded-For": "198.51.100.20", ...(key === "author" ? ENGLISH : {}) };
    tokens[key] = (await signInWithPhone(base, phones[key], null, headers)).token;
  }
}, 180_000);

afterAll(async () => {
  await server.stop();
});

/** Calls as someone: through the proxy header (the server trusts it here), in Russian unless told. */
const as = (
  who: keyof typeof phones | null,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  call(base, method, path, {
    ...(body !== undefined ? { body } : {}),
    ...(who ? { token: tokens[who] } : {}),
    headers: { "X-Forwarded-For": "198.51.100.20", ...headers },
  });

const auditOf = async (action: string) =>
  auditResponseSchema.parse((await as("moderator", "GET", `/v1/admin/audit?action=${action}`)).body).data;

describe("who may use the console", () => {
  const ENDPOINTS: [method: "GET" | "POST", path: string, body?: unknown][] = [
    ["GET", "/v1/admin/me"],
    ["GET", "/v1/admin/queue"],
    ["GET", "/v1/admin/posts/1"],
    ["POST", "/v1/admin/posts/1/approve", {}],
    ["POST", "/v1/admin/posts/1/reject", { reason: "spam" }],
    ["POST", "/v1/admin/posts/1/move", { category_id: 1 }],
    ["GET", "/v1/admin/reports"],
    ["POST", "/v1/admin/reports/1/uphold", {}],
    ["POST", "/v1/admin/reports/1/dismiss", {}],
    ["GET", "/v1/admin/bans"],
    ["POST", "/v1/admin/bans", { kind: "phone", value: "+12124650199", reason: "test" }],
    ["POST", "/v1/admin/bans/1/lift", {}],
    ["GET", "/v1/admin/users?q=a"],
    ["GET", "/v1/admin/users/1"],
    ["POST", "/v1/admin/users/1/role", { role: "admin" }],
    ["POST", "/v1/admin/messages/1/hide", { reason: "test" }],
    ["GET", "/v1/admin/audit"],
    ["GET", "/v1/admin/audit.csv"],
  ];

  it("answers 401 without a session and 403 to a plain user on every endpoint, in the caller's language", async () => {
    for (const [method, path, body] of ENDPOINTS) {
      const visitor = await as(null, method, path, body);
      expect(visitor.status, `${method} ${path}`).toBe(401);
      expect(messageOf(visitor)).toBe("Войдите, чтобы продолжить.");
      const user = await as("reporterA", method, path, body, ENGLISH);
      expect(user.status, `${method} ${path}`).toBe(403);
      expect(messageOf(user)).toMatch(/moderators/i);
    }
  });

  it("knows the demo team: the admin of the demo data signs in like anyone", async () => {
    const demo = await signInAsDemo(base, "admin", { "X-Forwarded-For": "198.51.100.20" });
    const me = await call(base, "GET", "/v1/admin/me", { token: demo.token });
    expect(adminMeResponseSchema.parse(me.body).data.role).toBe("admin");
  });

  it("tells the console who it is for", async () => {
    const me = adminMeResponseSchema.parse((await as("moderator", "GET", "/v1/admin/me")).body).data;
    expect(me.role).toBe("moderator");
    expect(adminMeResponseSchema.parse((await as("admin", "GET", "/v1/admin/me")).body).data.role).toBe("admin");
  });
});

describe("the queue and its decisions", () => {
  it("lists what waits by reason, oldest first, with the reports and the author's record", async () => {
    const all = adminQueueResponseSchema.parse((await as("moderator", "GET", "/v1/admin/queue")).body);
    const ids = all.data.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([ads.fresh, ads.reported, ads.ruled]));
    expect(all.counts.new).toBeGreaterThanOrEqual(1);
    expect(all.counts.rule).toBeGreaterThanOrEqual(1);
    expect(all.counts.reported).toBeGreaterThanOrEqual(1);
    const created = all.data.map((item) => Date.parse(item.created_at));
    expect(created).toEqual([...created].sort((a, b) => a - b));

    const reported = adminQueueResponseSchema.parse(
      (await as("moderator", "GET", "/v1/admin/queue?reason=reported")).body,
    );
    const item = reported.data.find((entry) => entry.id === ads.reported);
    expect(item?.reports).toEqual({
      open: 2,
      visitors: 0,
      reasons: [{ reason: "fraud", count: 2 }],
      notes: ["Просит предоплату"],
    });
    expect(item?.author?.name).toBe("Author");
    expect(reported.data.map((entry) => entry.id)).not.toContain(ads.fresh);

    const ruled = adminQueueResponseSchema.parse((await as("moderator", "GET", "/v1/admin/queue?reason=rule")).body);
    expect(ruled.data.find((entry) => entry.id === ads.ruled)?.rule_hits).toEqual([
      { rule: "banned_word", detail: "кредит" },
    ]);
  });

  it("shows a waiting ad as users would see it, though the public cannot", async () => {
    expect((await as(null, "GET", adPaths.fresh)).status).toBe(404);
    const answer = await as("moderator", "GET", `/v1/admin/posts/${ads.fresh}`);
    expect(answer.status).toBe(200);
    const { data } = adminPostResponseSchema.parse(answer.body);
    expect(data.post.id).toBe(ads.fresh);
    expect(data.post.status).toBe("review");
    expect(data.review_reason).toBe("new");
    expect((await as("moderator", "GET", "/v1/admin/posts/999999999")).status).toBe(404);
  });

  it("approves a waiting ad: it goes live, and the decision is in the audit log", async () => {
    const answer = await as("moderator", "POST", `/v1/admin/posts/${ads.fresh}/approve`, {});
    expect(answer.status).toBe(200);
    expect(adminActionResponseSchema.parse(answer.body).data.status).toBe("active");
    expect((await as(null, "GET", adPaths.fresh)).status).toBe(200);
    const entry = (await auditOf("post.approve")).find((row) => row.target_id === String(ads.fresh));
    expect(entry?.actor?.name).toBe("Модератор теста");
    expect(entry?.details).toMatchObject({ from: "review", review_reason: "new" });
  });

  it("rejects a reported ad: the author reads why in their language, by SMS too; reports upheld", async () => {
    const answer = await as("moderator", "POST", `/v1/admin/posts/${ads.reported}/reject`, {
      reason: "fraud",
      note: "Prepayment requests are not allowed.",
    });
    expect(answer.status).toBe(200);
    expect((await as(null, "GET", adPaths.reported)).status).toBe(404);
    const mine = myPostsResponseSchema.parse((await as("author", "GET", "/v1/profile/posts?per_page=50")).body);
    const rejected = mine.data.find((ad) => ad.id === ads.reported);
    expect(rejected?.status).toBe("rejected");
    expect(rejected?.review_note).toBe("The ad looks like a scam. Prepayment requests are not allowed.");
    const sms = await call(base, "GET", `/v1/dev/sms-outbox?phone=${encodeURIComponent(phones.author.e164)}`);
    expect(JSON.stringify(sms.body)).toContain("did not pass review");
    const queue = adminQueueResponseSchema.parse(
      (await as("moderator", "GET", "/v1/admin/queue?reason=reported")).body,
    );
    expect(queue.data.map((item) => item.id)).not.toContain(ads.reported);
    const entry = (await auditOf("post.reject")).find((row) => row.target_id === String(ads.reported));
    expect(entry?.details).toMatchObject({ preset: "fraud", reports_upheld: 2 });
    const found = adminUsersResponseSchema.parse(
      (await as("moderator", "GET", `/v1/admin/users?q=${encodeURIComponent(phones.author.e164)}`)).body,
    ).data;
    expect(found.map((user) => user.name)).toEqual(["Author"]);
    const authorPage = adminUserResponseSchema.parse(
      (await as("moderator", "GET", `/v1/admin/users/${found[0]?.id ?? 0}`)).body,
    ).data;
    expect(authorPage.user).toMatchObject({ name: "Author", upheld_reports: 2, approved_ads: 1, banned: false });
    expect(authorPage.ads.find((ad) => ad.id === ads.reported)?.status).toBe("rejected");
    // Decided once: a second rejection is a conflict, not a second notice.
    expect((await as("moderator", "POST", `/v1/admin/posts/${ads.reported}/reject`, { reason: "spam" })).status).toBe(
      409,
    );
  });

  it("asks for a note with the «other» preset and refuses odd input in the caller's language", async () => {
    const other = await as("moderator", "POST", `/v1/admin/posts/${ads.spare}/reject`, { reason: "other" }, ENGLISH);
    expect(other.status).toBe(422);
    expect(messageOf(other)).toBe("Tell the author what is wrong.");
    for (const body of [
      { reason: "nonsense" },
      { reason: "spam", note: "x".repeat(100_000) },
      { reason: "spam", note: "a\u0000b" },
      { reason: 5 },
      { reason: "spam", extra: true },
    ]) {
      const odd = await as("moderator", "POST", `/v1/admin/posts/${ads.spare}/reject`, body);
      expect(odd.status, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(odd.status).toBeLessThan(500);
      expect(messageOf(odd)).not.toBe("");
    }
    expect((await as("moderator", "GET", "/v1/admin/queue?page=abc")).status).toBe(422);
    expect((await as("moderator", "GET", "/v1/admin/queue?reason=%00")).status).toBeLessThan(500);
    expect((await as("moderator", "POST", "/v1/admin/posts/99999999999/approve", {})).status).toBe(404);
  });

  it("mails the rejection in the author's language when they have an address", async () => {
    const since = Date.now();
    const answer = await as("moderator", "POST", `/v1/admin/posts/${ads.spare}/reject`, { reason: "duplicate" });
    expect(answer.status).toBe(200);
    const mail = await lastMail(base, MAILED, since);
    expect(mail?.text).toContain("Таке оголошення вже опубліковано.");
    expect(mail?.text).toContain("/ua/profile/listing");
  });

  it("moves an ad to another category of its section, never to another kind of section", async () => {
    const moved = await as("moderator", "POST", `/v1/admin/posts/${ads.moved}/move`, {
      category_id: sameSectionCategory,
      reason: "Wrong category",
    });
    expect(moved.status).toBe(200);
    const view = adminPostResponseSchema.parse((await as("moderator", "GET", `/v1/admin/posts/${ads.moved}`)).body);
    expect(view.data.category_id).toBe(sameSectionCategory);
    const wrong = await as("moderator", "POST", `/v1/admin/posts/${ads.moved}/move`, {
      category_id: otherSectionCategory,
    });
    expect(wrong.status).toBe(422);
    expect((await auditOf("post.move")).some((row) => row.target_id === String(ads.moved))).toBe(true);
  });
});

describe("reports of users and messages", () => {
  it("lists them, upholds or dismisses each once, and hides a message", async () => {
    const open = adminReportsResponseSchema.parse((await as("moderator", "GET", "/v1/admin/reports")).body).data;
    const aboutUser = open.find((report) => report.id === userReportId);
    expect(aboutUser).toMatchObject({ target: "user", target_label: "Writer", subject_user_id: writerId });
    expect(open.find((report) => report.id === messageReportId)?.target_label).toBe("Грубое сообщение");
    expect(open.some((report) => report.target === "post")).toBe(false);

    expect((await as("moderator", "POST", `/v1/admin/reports/${userReportId}/dismiss`, {})).status).toBe(200);
    expect((await as("moderator", "POST", `/v1/admin/reports/${userReportId}/uphold`, {})).status).toBe(409);
    expect((await as("moderator", "POST", "/v1/admin/reports/999999/uphold", {})).status).toBe(404);

    const hidden = await as("moderator", "POST", `/v1/admin/messages/${messageId}/hide`, { reason: "Insults" });
    expect(hidden.status).toBe(200);
    const upheld = adminReportsResponseSchema.parse(
      (await as("moderator", "GET", "/v1/admin/reports?status=upheld")).body,
    );
    expect(upheld.data.map((report) => report.id)).toContain(messageReportId);
    const entry = (await auditOf("message.hide")).find((row) => row.target_id === String(messageId));
    // The audit names the message by id: never its words.
    expect(JSON.stringify(entry)).not.toContain("Грубое");
    expect((await auditOf("report.dismiss")).some((row) => row.target_id === String(userReportId))).toBe(true);
  });
});

describe("bans", () => {
  it("ends a banned user's sessions and refuses them a new code, until the ban is lifted", async () => {
    const before = adminUsersResponseSchema.parse(
      (await as("moderator", "GET", `/v1/admin/users?q=${encodeURIComponent(phones.banned.typed)}`)).body,
    ).data;
    const target = before[0];
    expect(target?.banned).toBe(false);
    const created = await as("moderator", "POST", "/v1/admin/bans", {
      kind: "user",
      value: String(target?.id),
      reason: '=HYPERLINK("http://evil")',
      days: 30,
    });
    expect(created.status).toBe(201);
    const ban = banResponseSchema.parse(created.body).data;
    expect(ban).toMatchObject({ kind: "user", active: true });

    expect((await as("banned", "GET", "/v1/profile/posts")).status).toBe(401);
    const code = await requestCode(base, phones.banned.typed, { "X-Forwarded-For": "198.51.100.21", ...ENGLISH });
    expect(code.status).toBe(403);
    expect(messageOf(code)).toBe("The moderators have blocked your access to Obyava.");
    const verify = await post(
      base,
      "/v1/auth/verification/phone",
      { code: "123456", phone: phones.banned.typed, post_id: null, country_code: "+1" },
      { headers: { "X-Forwarded-For": "198.51.100.21" } },
    );
    expect(verify.status).toBe(403);

    const page = adminUserResponseSchema.parse((await as("moderator", "GET", `/v1/admin/users/${target?.id}`)).body);
    expect(page.data.user.banned, JSON.stringify(page.data)).toBe(true);
    expect(page.data.bans.map((row) => row.id)).toContain(ban.id);

    expect((await as("moderator", "POST", `/v1/admin/bans/${ban.id}/lift`, { reason: "Appeal" })).status).toBe(200);
    expect((await as("moderator", "POST", `/v1/admin/bans/${ban.id}/lift`, {})).status).toBe(404);
    // Lifted: a code may be asked for again (at once or after the resend countdown of the first sign-in).
    const asked = await requestCode(base, phones.banned.typed, { "X-Forwarded-For": "198.51.100.21" });
    expect([200, 429]).toContain(asked.status);
    expect((await auditOf("ban.create")).some((row) => row.target_id === String(ban.id))).toBe(true);
    expect((await auditOf("ban.lift")).some((row) => row.target_id === String(ban.id))).toBe(true);
  });

  it("refuses a banned account its password sign-in too", async () => {
    const email = `banned.${Date.now()}@example.com`;
    const credentials = { username: email, password: "Str0ng!pass" };
    const registered = await post(base, "/v1/auth/register", credentials, {
      headers: { "X-Forwarded-For": "198.51.100.23" },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const found = adminUsersResponseSchema.parse(
      (await as("moderator", "GET", `/v1/admin/users?q=${email}`)).body,
    ).data;
    const ban = await as("moderator", "POST", "/v1/admin/bans", {
      kind: "user",
      value: String(found[0]?.id),
      reason: "Spam",
    });
    expect(ban.status).toBe(201);
    const login = await post(base, "/v1/auth/login", credentials, { headers: { "X-Forwarded-For": "198.51.100.23" } });
    expect(login.status).toBe(403);
    expect(messageOf(login)).toBe("Доступ к Obyava для вас закрыт модераторами.");
  });

  it("bans a phone: its holder is signed out and gets no code", async () => {
    const created = await as("moderator", "POST", "/v1/admin/bans", {
      kind: "phone",
      value: phones.writer.typed,
      reason: "Spam in chats",
    });
    expect(created.status).toBe(201);
    expect(banResponseSchema.parse(created.body).data.value).toBe(phones.writer.e164);
    expect((await as("writer", "GET", "/v1/profile/posts")).status).toBe(401);
    expect((await requestCode(base, phones.writer.typed, { "X-Forwarded-For": "198.51.100.22" })).status).toBe(403);
    const entry = (await auditOf("ban.create")).find(
      (row) => row.target_id === String(banResponseSchema.parse(created.body).data.id),
    );
    // The audit holds the ban's id and the account's, never the phone.
    expect(JSON.stringify(entry)).not.toContain(phones.writer.e164.slice(2));
  });

  it("bans an address range (IPv4 and IPv6): no code, no ad, no message from it", async () => {
    for (const [range, inside, outside] of [
      ["198.18.77.0/24", "198.18.77.7", "198.18.78.1"],
      ["2001:db8:aa::/48", "2001:db8:aa::5", "2001:db8:ab::5"],
    ] as const) {
      expect(
        (await as("moderator", "POST", "/v1/admin/bans", { kind: "ip", value: range, reason: "Bot farm" })).status,
      ).toBe(201);
      const fresh = freshPhone();
      const refused = await requestCode(base, fresh.typed, { "X-Forwarded-For": inside });
      expect(refused.status, range).toBe(403);
      const writes = await call(base, "POST", "/v1/posts", {
        body: {},
        token: tokens.author,
        headers: { "X-Forwarded-For": inside },
      });
      expect(writes.status).toBe(403);
      const chat = await call(base, "POST", `/v1/chats/1/messages`, {
        body: { body: "hi" },
        token: tokens.author,
        headers: { "X-Forwarded-For": inside },
      });
      expect(chat.status).toBe(403);
      expect((await requestCode(base, fresh.typed, { "X-Forwarded-For": outside })).status, range).toBe(200);
      expect(await codeFor(base, fresh.e164)).toMatch(/^\d{6}$/);
      // The team is not held by a range: the moderator who set it still works from inside it.
      const inStaff = await call(base, "GET", "/v1/admin/me", {
        token: tokens.admin,
        headers: { "X-Forwarded-For": inside },
      });
      expect(inStaff.status).toBe(200);
      expect((await requestCode(base, phones.admin.typed, { "X-Forwarded-For": inside })).status).not.toBe(403);
    }
  });

  it("refuses odd values, ranges too wide, and the team itself", async () => {
    for (const body of [
      { kind: "ip", value: "10.0.0.0/8", reason: "Too wide" },
      { kind: "ip", value: "not-an-address", reason: "x" },
      { kind: "phone", value: "12", reason: "x" },
      { kind: "user", value: "abc", reason: "x" },
      { kind: "user", value: "1", reason: "" },
      { kind: "planet", value: "1", reason: "x" },
      { kind: "ip", value: "1.2.3.4", reason: "x", days: 0 },
      { kind: "ip", value: "1.2.3.4\u0000", reason: "x" },
    ]) {
      const answer = await as("moderator", "POST", "/v1/admin/bans", body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(messageOf(answer)).not.toBe("");
    }
    const me = adminMeResponseSchema.parse((await as("admin", "GET", "/v1/admin/me")).body).data;
    const team = await as("moderator", "POST", "/v1/admin/bans", { kind: "user", value: String(me.id), reason: "x" });
    expect(team.status).toBe(403);
    expect(
      (await as("moderator", "POST", "/v1/admin/bans", { kind: "user", value: "999999999", reason: "x" })).status,
    ).toBe(404);
    const list = bansResponseSchema.parse((await as("moderator", "GET", "/v1/admin/bans")).body);
    expect(list.data.length).toBeGreaterThan(0);
  });
});

describe("roles and the audit log", () => {
  it("lets only admins give roles, never their own", async () => {
    const reporter = adminUsersResponseSchema.parse(
      (await as("admin", "GET", `/v1/admin/users?q=${encodeURIComponent(phones.reporterB.e164)}`)).body,
    ).data[0];
    expect(reporter?.role).toBe("user");
    const byModerator = await as("moderator", "POST", `/v1/admin/users/${reporter?.id}/role`, { role: "moderator" });
    expect(byModerator.status).toBe(403);
    expect(messageOf(byModerator)).toBe("Это могут делать только администраторы.");
    const byAdmin = await as("admin", "POST", `/v1/admin/users/${reporter?.id}/role`, { role: "moderator" });
    expect(byAdmin.status).toBe(200);
    expect(adminMeResponseSchema.parse((await as("reporterB", "GET", "/v1/admin/me")).body).data.role).toBe(
      "moderator",
    );
    const me = adminMeResponseSchema.parse((await as("admin", "GET", "/v1/admin/me")).body).data;
    expect((await as("admin", "POST", `/v1/admin/users/${me.id}/role`, { role: "user" })).status).toBe(409);
    expect((await auditOf("user.role")).find((row) => row.target_id === String(reporter?.id))?.details).toEqual({
      from: "user",
      to: "moderator",
    });
  });

  it("writes the earlier moderation's decisions (reviews of the service) to the log too", async () => {
    const written = await as("reporterA", "POST", "/v1/feedbacks", {
      rating: 5,
      text: "Нашла работу за неделю, спасибо команде.",
    });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    const id = ownFeedbackResponseSchema.parse(written.body).data?.id ?? 0;
    expect((await as("moderator", "POST", `/v1/moderation/feedbacks/${id}/approve`)).status).toBe(200);
    const entry = (await auditOf("feedback.approve")).find((row) => row.target_id === String(id));
    expect(entry?.actor?.name).toBe("Модератор теста");
  });

  it("exports the log as CSV: a header, quoted fields, formulas defused", async () => {
    const answer = await fetch(new URL("/v1/admin/audit.csv?action=ban.create", base), {
      headers: { Authorization: `Bearer ${tokens.moderator}`, "X-Forwarded-For": "198.51.100.20" },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(answer.headers.get("content-disposition")).toMatch(/attachment; filename="audit-.*\.csv"/);
    const text = await answer.text();
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"id","created_at","actor_id","actor_name","action","target_kind","target_id","reason","details"',
    );
    expect(lines.length).toBeGreaterThan(2);
    expect(text).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(text).not.toMatch(/(^|,)"=/m);
  });
});
