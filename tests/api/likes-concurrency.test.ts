import { describe, expect, it } from "vitest";
import { likeResponseSchema } from "../../src/shared/contract/profile";
import { postListResponseSchema } from "../../src/shared/contract/posts";
import { call, freshPhone, signInWithPhone } from "./auth-helpers";
import { baseUrl } from "./client";

const USERS = 10;
const ROUNDS = 20;

/** Everyone's request at the same moment; the statuses and the counts each answer reported. */
async function allAtOnce(method: "PUT" | "DELETE", postId: number, tokens: readonly string[]) {
  const answers = await Promise.all(
    tokens.map((token) => call(baseUrl(), method, `/v1/favourites/${postId}`, { token })),
  );
  const failed = answers.filter((answer) => answer.status !== 200).map((answer) => answer.status);
  const counts = answers
    .filter((answer) => answer.status === 200)
    .map((a) => likeResponseSchema.parse(a.body).data.count);
  return { failed, counts: counts.sort((a, b) => a - b) };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

// On PostgreSQL a like took a shared lock on the ad, then updated it: two likes at once deadlocked (500).
describe("likes of one ad at once", () => {
  it("never fail and each one moves the counter by exactly one", async () => {
    const { body } = await call(baseUrl(), "GET", "/v1/posts?per_page=1&page=11");
    const postId = postListResponseSchema.parse(body).data[0]?.id;
    if (postId === undefined) throw new Error("no active ad to like");
    const tokens = (await Promise.all(range(1, USERS).map(() => signInWithPhone(baseUrl(), freshPhone())))).map(
      (session) => session.token,
    );
    // Nobody of these has liked it yet: taking a like back answers the counter as it stands.
    const before = await call(baseUrl(), "DELETE", `/v1/favourites/${postId}`, { token: tokens[0] });
    const base = likeResponseSchema.parse(before.body).data.count;

    for (let round = 0; round < ROUNDS; round++) {
      const liked = await allAtOnce("PUT", postId, tokens);
      expect(liked.failed, `round ${round}: likes`).toEqual([]);
      // One at a time in the database: every like saw the counter one higher than the one before.
      expect(liked.counts).toEqual(range(base + 1, base + USERS));
      const unliked = await allAtOnce("DELETE", postId, tokens);
      expect(unliked.failed, `round ${round}: unlikes`).toEqual([]);
      expect(unliked.counts).toEqual(range(base, base + USERS - 1));
    }
  });
});
