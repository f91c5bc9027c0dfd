import { beforeAll, describe, expect, it } from "vitest";
import {
  feedbacksResponseSchema,
  moderationFeedbacksResponseSchema,
  ownFeedbackResponseSchema,
} from "../../src/shared/contract/feedbacks";
import { freshPhone, messageOf, signInAsDemo, signInWithPhone } from "./auth-helpers";
import { baseUrl, get } from "./client";
import { readHead } from "./html";
import { send } from "./social-helpers";

const review = (tag: string, rating = 5) => ({
  rating,
  text: `Продал диван за два дня, покупатель нашёлся в своём районе. ${tag}`,
});

let moderator: string;
beforeAll(async () => {
  moderator = (await signInAsDemo(baseUrl(), "moderator")).token;
});

async function newAuthor(): Promise<string> {
  return (await signInWithPhone(baseUrl(), freshPhone())).token;
}

async function approvedPages() {
  const first = feedbacksResponseSchema.parse((await send(baseUrl(), "GET", "/v1/feedbacks")).body);
  const all = [...first.data];
  for (let page = 2; page <= first.meta.last_page; page++)
    all.push(...feedbacksResponseSchema.parse((await send(baseUrl(), "GET", `/v1/feedbacks?page=${page}`)).body).data);
  return { first, all };
}

describe("reviews of the service", () => {
  it("shows a review only after a moderator approves it, and its author sees its state", async () => {
    const author = await newAuthor();
    const tag = `tag-${String(Date.now())}`;
    const written = await send(baseUrl(), "POST", "/v1/feedbacks", { token: author, body: review(tag, 4) });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    const own = ownFeedbackResponseSchema.parse(written.body).data;
    expect(own).toMatchObject({ status: "pending", rating: 4 });

    const hidden = await approvedPages();
    expect(hidden.all.some((item) => item.text.includes(tag))).toBe(false);
    const mine = await send(baseUrl(), "GET", "/v1/feedbacks/mine", { token: author });
    expect(ownFeedbackResponseSchema.parse(mine.body).data?.status).toBe("pending");

    // One waits at a time.
    const second = await send(baseUrl(), "POST", "/v1/feedbacks", { token: author, body: review("2"), language: "en" });
    expect(second.status).toBe(409);
    expect(messageOf(second)).toBe("Your review is still being moderated. You can leave a new one after the check.");

    const queue = moderationFeedbacksResponseSchema.parse(
      (await send(baseUrl(), "GET", "/v1/moderation/feedbacks?status=pending", { token: moderator })).body,
    );
    expect(queue.data.some((item) => item.id === own?.id)).toBe(true);
    const approved = await send(baseUrl(), "POST", `/v1/moderation/feedbacks/${String(own?.id)}/approve`, {
      token: moderator,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const again = await send(baseUrl(), "POST", `/v1/moderation/feedbacks/${String(own?.id)}/reject`, {
      token: moderator,
    });
    expect(again.status).toBe(404);

    const shown = await approvedPages();
    expect(shown.first.data[0]?.text).toContain(tag);
    expect(shown.first.summary.count).toBe(hidden.first.summary.count + 1);
    const mineNow = await send(baseUrl(), "GET", "/v1/feedbacks/mine", { token: author });
    expect(ownFeedbackResponseSchema.parse(mineNow.body).data?.status).toBe("approved");
  });

  it("pages ten at a time, newest first, with the average of every approved review", async () => {
    const { first, all } = await approvedPages();
    expect(first.data.length).toBeLessThanOrEqual(10);
    expect(first.meta.per_page).toBe(10);
    expect(all.length).toBe(first.summary.count);
    const dates = all.map((item) => Date.parse(item.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const average = all.reduce((sum, item) => sum + item.rating, 0) / all.length;
    expect(first.summary.average).toBeCloseTo(Math.round(average * 10) / 10, 5);
    const past = await send(baseUrl(), "GET", `/v1/feedbacks?page=${first.meta.last_page + 1}`);
    expect(feedbacksResponseSchema.parse(past.body).data).toEqual([]);
    for (const odd of ["0", "-1", "abc", "1e9", "99999999999"]) {
      const answer = await send(baseUrl(), "GET", `/v1/feedbacks?page=${odd}`, { language: "pl" });
      expect(answer.status, odd).toBe(422);
      expect(messageOf(answer)).not.toBe("");
    }
  });

  it("keeps rejected reviews hidden and tells moderators only what they may see", async () => {
    const author = await newAuthor();
    const written = await send(baseUrl(), "POST", "/v1/feedbacks", { token: author, body: review("reject-me", 1) });
    const id = ownFeedbackResponseSchema.parse(written.body).data?.id ?? 0;
    const anonymous = await send(baseUrl(), "POST", `/v1/moderation/feedbacks/${String(id)}/approve`, {
      language: "ua",
    });
    expect(anonymous.status).toBe(401);
    expect(messageOf(anonymous)).toBe("Увійдіть, щоб продовжити.");
    const user = await send(baseUrl(), "POST", `/v1/moderation/feedbacks/${String(id)}/approve`, {
      token: author,
      language: "en",
    });
    expect(user.status).toBe(403);
    expect(messageOf(user)).not.toBe("");
    expect((await send(baseUrl(), "GET", "/v1/moderation/feedbacks", { token: author })).status).toBe(403);
    expect((await send(baseUrl(), "GET", "/v1/moderation/feedbacks?status=wrong", { token: moderator })).status).toBe(
      422,
    );
    for (const odd of ["0", "abc", "99999999999"])
      expect(
        (await send(baseUrl(), "POST", `/v1/moderation/feedbacks/${odd}/approve`, { token: moderator })).status,
      ).toBe(404);
    const rejected = await send(baseUrl(), "POST", `/v1/moderation/feedbacks/${String(id)}/reject`, {
      token: moderator,
    });
    expect(rejected.status).toBe(200);
    const { all } = await approvedPages();
    expect(all.some((item) => item.id === id)).toBe(false);
    const mine = await send(baseUrl(), "GET", "/v1/feedbacks/mine", { token: author });
    expect(ownFeedbackResponseSchema.parse(mine.body).data?.status).toBe("rejected");
  });

  it("asks for a session, a rating of 1 to 5 and 20 to 1000 characters, in the caller's language", async () => {
    const anonymous = await send(baseUrl(), "POST", "/v1/feedbacks", { body: review("anon"), language: "pl" });
    expect(anonymous.status).toBe(401);
    expect((await send(baseUrl(), "GET", "/v1/feedbacks/mine")).status).toBe(401);
    const author = await newAuthor();
    const cases: [unknown, string, string, string][] = [
      [{ rating: 0, text: review("x").text }, "ru", "rating", "Выберите значение из списка"],
      [{ rating: 6, text: review("x").text }, "ru", "rating", "Выберите значение из списка"],
      [{ rating: 4.5, text: review("x").text }, "ru", "rating", "Выберите значение из списка"],
      [{ rating: "5", text: review("x").text }, "ru", "rating", "Выберите значение из списка"],
      [{ rating: 5, text: "Коротко." }, "ru", "text", "Не менее 20 символов"],
      [{ rating: 5, text: "Коротко." }, "ua", "text", "Не менше 20 символів"],
      [{ rating: 5, text: "я".repeat(1001) }, "ru", "text", "Не более 1000 символов"],
      [{ rating: 5, text: ["массив"] }, "ru", "text", "Обязательное поле"],
      [{ rating: 5, text: review("x").text, status: "approved" }, "ru", "_", "Неизвестное поле"],
    ];
    for (const [body, language, field, message] of cases) {
      const answer = await send(baseUrl(), "POST", "/v1/feedbacks", { token: author, body, language });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      const errors = (answer.body as { errors?: Record<string, string[]> }).errors ?? {};
      expect(errors[field]?.[0] ?? Object.values(errors)[0]?.[0], JSON.stringify(answer.body)).toBe(message);
    }
    const nul = await send(baseUrl(), "POST", "/v1/feedbacks", {
      token: author,
      body: { rating: 5, text: `${review("x").text}\u0000` },
    });
    expect(nul.status).toBe(422);
    for (const odd of [null, [], "text", 5]) {
      const answer = await send(baseUrl(), "POST", "/v1/feedbacks", { token: author, body: odd });
      expect(answer.status, JSON.stringify(odd)).toBe(422);
    }
    // Nothing above was stored.
    const mine = await send(baseUrl(), "GET", "/v1/feedbacks/mine", { token: author });
    expect(ownFeedbackResponseSchema.parse(mine.body).data).toBeNull();
  });

  it("takes three reviews a day from one user", async () => {
    const author = await newAuthor();
    for (let written = 0; written < 3; written++) {
      const answer = await send(baseUrl(), "POST", "/v1/feedbacks", { token: author, body: review(`d${written}`) });
      expect(answer.status).toBe(201);
      const id = ownFeedbackResponseSchema.parse(answer.body).data?.id ?? 0;
      await send(baseUrl(), "POST", `/v1/moderation/feedbacks/${String(id)}/reject`, { token: moderator });
    }
    const refused = await send(baseUrl(), "POST", "/v1/feedbacks", {
      token: author,
      body: review("d3"),
      language: "en",
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(3600);
  });

  it("draws the reviews with the page, and tells search engines their average as an AggregateRating", async () => {
    const { first } = await approvedPages();
    const html = await (await get("/ua/feedbacks", { headers: { "Accept-Language": "uk" } })).text();
    const newest = first.data[0];
    expect(newest).toBeDefined();
    // The list is in the server's HTML (escaped as the page writes text).
    const words = (newest?.text ?? "").slice(0, 20).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    expect(html).toContain(words);
    const organization = readHead(html).jsonLd.find((item) => "aggregateRating" in item);
    expect(organization).toMatchObject({
      "@type": "Organization",
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: first.summary.average,
        reviewCount: first.summary.count,
        bestRating: 5,
      },
    });
    const reviews = (organization as { review?: { reviewBody: string; reviewRating: { ratingValue: number } }[] })
      .review;
    expect(reviews?.length).toBe(Math.min(3, first.summary.count));
    expect(reviews?.[0]?.reviewBody).toBe(newest?.text);
    expect(reviews?.[0]?.reviewRating.ratingValue).toBe(newest?.rating);
    // Other pages claim no rating.
    const about = readHead(await (await get("/contact-us")).text()).jsonLd;
    expect(about.some((item) => "aggregateRating" in item)).toBe(false);
  });
});
