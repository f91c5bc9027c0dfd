import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "../../src/server/db/schema";
import { call, freshPhone, post, signInWithPhone } from "./auth-helpers";
import { serverWithPreparedDb, type PreparedServer } from "./direct-db";

/**
 * An ad posted without an account (no API creates one yet): two demo ads are made ownerless in the
 * database, one with the signing-in user's phone as its contact and one with another number.
 */
describe("signing in with post_id", () => {
  const owner = freshPhone();
  const stranger = freshPhone();
  let server: PreparedServer;
  let matching = 0;
  let other = 0;

  beforeAll(async () => {
    server = await serverWithPreparedDb(async (db) => {
      const rows = await db
        .select({ id: posts.id, contact: posts.contact })
        .from(posts)
        .where(eq(posts.status, "active"))
        .limit(2);
      const [first, second] = rows;
      if (!first || !second) throw new Error("the demo posts are missing");
      [matching, other] = [first.id, second.id];
      // The author typed the number in the national format, as the ad form does.
      await db
        .update(posts)
        .set({ userId: null, contact: { ...first.contact, phone: owner.typed } })
        .where(eq(posts.id, matching));
      await db
        .update(posts)
        .set({ userId: null, contact: { ...second.contact, phone: "555-000-0000" } })
        .where(eq(posts.id, other));
    });
  });
  afterAll(() => server.stop());

  /** Whether the ad now has an author who is told about contacts left on it. */
  async function authorIsTold(postId: number, author: { token: string }) {
    const visitor = await signInWithPhone(server.url, freshPhone());
    const left = await post(
      server.url,
      "/v1/contact-with",
      { message_type: "cv", phone: visitor.user.phone, email: null, post_id: postId },
      { token: visitor.token },
    );
    expect(left.status).toBe(200);
    const flag = await call(server.url, "GET", "/api/user/message/new", { token: author.token });
    return (flag.body as { data: { new_message: boolean } }).data.new_message;
  }

  it("does not hand over an ad whose contact phone is another number", async () => {
    const someone = await signInWithPhone(server.url, stranger, other);
    expect(await authorIsTold(other, someone)).toBe(false);
  });

  it("hands over an ownerless ad whose contact phone is the one just proven", async () => {
    const author = await signInWithPhone(server.url, owner, matching);
    expect(author.type).toBe("registration");
    expect(await authorIsTold(matching, author)).toBe(true);
  });
});
