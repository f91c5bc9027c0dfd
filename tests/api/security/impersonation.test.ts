import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locationsResponseSchema } from "../../../src/shared/contract/locations";
import { postWriteResponseSchema } from "../../../src/shared/contract/post-form";
import { findJobResponseSchema, requestsResponseSchema } from "../../../src/shared/contract/profile";
import { sectionsResponseSchema } from "../../../src/shared/contract/sections";
import { call, freshPhone, mainConfig, post, signInWithPhone, textTag } from "../auth-helpers";
import { dedicatedServer, type PreparedServer } from "../direct-db";

/**
 * An anonymous contact request must neither overwrite a registered user's nor create an account
 * for a phone nobody proved. The contact form's phone is only typed: without a session a message
 * belongs to no account, never creates one and never replaces a user's own message. A server of
 * its own behind a trusted proxy: each message comes from its own address, clear of the contact
 * form's per-address hourly limit.
 */
let server: PreparedServer;
let base = "";
let nextAddress = 10;
const fromFreshIp = () => ({ headers: { "X-Forwarded-For": `203.0.113.${nextAddress++}` } });
let jobCategory = 0;
let cityId = 0;

beforeAll(async () => {
  server = await dedicatedServer({ TRUST_PROXY: "true" });
  base = server.url;
  const sections = sectionsResponseSchema.parse((await call(base, "GET", "/v1/sections")).body).data;
  jobCategory = sections.find((section) => section.slug === "job")?.categories[0]?.id ?? 0;
  cityId =
    locationsResponseSchema
      .parse((await call(base, "GET", "/v1/locations")).body)
      .data.flatMap((state) => state.children)[0]?.id ?? 0;
}, 120_000);
afterAll(() => server.stop());

/** A job ad of a fresh author: its id, and the author's token to read its answers. */
async function jobOfFreshAuthor(): Promise<{ id: number; authorToken: string }> {
  const author = await signInWithPhone(base, freshPhone());
  const answer = await post(
    base,
    "/v1/posts",
    {
      kind: "job",
      title: "Нужен кассир в магазин",
      // Each author's own words: the same text from another account waits for a moderator.
      content: `<p>Ищем кассира в продуктовый магазин, дневные смены, оплата каждую неделю. ${textTag()}</p>`,
      categoryIds: [jobCategory],
      locationIds: [cityId],
      contact: { phone: freshPhone().typed, country_code: "+1", contact_person: "Ольга", email: "" },
      fields: { salary_from: 18, salary_period: "hour" },
      photos: [],
    },
    { token: author.token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { id: postWriteResponseSchema.parse(answer.body).data.id, authorToken: author.token };
}

const requestsOf = async (job: { id: number; authorToken: string }) =>
  requestsResponseSchema.parse(
    (await call(base, "GET", `/v1/requests?post_id=${job.id}`, { token: job.authorToken })).body,
  ).data.requests;

describe("the contact form without a session", () => {
  it("leaves a registered user's name, message and account untouched when someone types their phone", async () => {
    const victimPhone = freshPhone();
    const victim = await signInWithPhone(base, victimPhone);
    expect((await post(base, "/v1/profile/name", { name: "Анна Ковальчук" }, { token: victim.token })).status).toBe(
      200,
    );
    const job = await jobOfFreshAuthor();
    const own = await post(
      base,
      `/v1/posts/${job.id}/contact`,
      {
        name: "Анна",
        phone: victimPhone.typed,
        country_code: "+1",
        message: "Здравствуйте, я опытный кассир",
        register: true,
      },
      { token: victim.token, ...fromFreshIp() },
    );
    expect(own.status).toBe(201);

    // The attacker, without a session, types the victim's phone on the same ad and on another one.
    const forged = {
      name: "Мошенник",
      phone: victimPhone.typed,
      country_code: "+1",
      message: "Позвоните мне по другому номеру",
      register: true,
    };
    expect((await post(base, `/v1/posts/${job.id}/contact`, forged, fromFreshIp())).status).toBe(201);
    const other = await jobOfFreshAuthor();
    expect((await post(base, `/v1/posts/${other.id}/contact`, forged, fromFreshIp())).status).toBe(201);

    // The victim's own message is still there, as written; the forged one stands beside it, not over it.
    const requests = await requestsOf(job);
    expect(requests.map((request) => [request.name, request.message]).sort()).toEqual(
      [
        ["Анна", "Здравствуйте, я опытный кассир"],
        ["Мошенник", "Позвоните мне по другому номеру"],
      ].sort(),
    );
    // Their name and their account's answers: nothing was attributed to them.
    const config = await mainConfig(base, victim.token);
    expect(config.user?.name).toBe("Анна Ковальчук");
    const findJob = findJobResponseSchema.parse(
      (await call(base, "GET", "/v1/profile/find-job", { token: victim.token })).body,
    ).data;
    expect(findJob.answered.map((answer) => answer.post.id)).toEqual([job.id]);
  });

  it("creates no account for a phone nobody proved, even with register", async () => {
    const job = await jobOfFreshAuthor();
    const stranger = freshPhone();
    const sent = await post(
      base,
      `/v1/posts/${job.id}/contact`,
      { name: "Пётр", phone: stranger.typed, country_code: "+1", message: "Ещё актуально?", register: true },
      fromFreshIp(),
    );
    expect(sent.status).toBe(201);
    expect((await requestsOf(job)).map((request) => request.phone)).toEqual([stranger.e164]);
    // The first sign-in by code to that phone is a registration: no account was waiting for it.
    const signedIn = await signInWithPhone(base, stranger);
    expect(signedIn.type).toBe("registration");
    // And the anonymous message did not become the new account's afterwards.
    const findJob = findJobResponseSchema.parse(
      (await call(base, "GET", "/v1/profile/find-job", { token: signedIn.token })).body,
    ).data;
    expect(findJob.answered).toEqual([]);
  });

  it("with a session, a message is the caller's own, whatever phone is typed", async () => {
    const job = await jobOfFreshAuthor();
    const caller = await signInWithPhone(base, freshPhone());
    const someoneElse = freshPhone();
    const sent = await post(
      base,
      `/v1/posts/${job.id}/contact`,
      { name: "Ирина", phone: someoneElse.typed, country_code: "+1", message: "Могу выйти завтра", register: true },
      { token: caller.token, ...fromFreshIp() },
    );
    expect(sent.status).toBe(201);
    const findJob = findJobResponseSchema.parse(
      (await call(base, "GET", "/v1/profile/find-job", { token: caller.token })).body,
    ).data;
    expect(findJob.answered.map((answer) => answer.post.id)).toEqual([job.id]);
    // The typed phone's owner got no account from it.
    expect((await signInWithPhone(base, someoneElse)).type).toBe("registration");
  });
});
