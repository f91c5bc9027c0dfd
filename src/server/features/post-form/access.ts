import type { z } from "zod";
import type { requestsResponseSchema, statisticResponseSchema } from "../../../shared/contract/profile";
import type { Db } from "../../db/client";
import { lockKeys } from "../../db/locks";
import { findActivePost } from "../contact-requests/repo";
import {
  findPostBySecretHash,
  findPostHead,
  readRequests,
  statsSince,
  contactTimesOfIp,
  upsertMessage,
  type PostHead,
} from "./repo";
import { hashSecret } from "./service";

export const STATISTIC_DAYS = 30;
export const CONTACT_LIMIT_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

export type Access =
  { kind: "ok"; post: PostHead } | { kind: "unauthorized" } | { kind: "forbidden" } | { kind: "notFound" };

/**
 * Who may open an ad's /requests and /statistic: anyone holding its secret (sent to the author),
 * or its signed-in author by the ad's id.
 */
export async function postAccess(
  db: Db,
  query: { hash?: string | undefined; post_id?: number | undefined },
  userId: () => Promise<number | null>,
): Promise<Access> {
  if (query.hash !== undefined) {
    const post = await findPostBySecretHash(db, hashSecret(query.hash));
    return post && post.status !== "deleted" ? { kind: "ok", post } : { kind: "notFound" };
  }
  const caller = await userId();
  if (caller === null) return { kind: "unauthorized" };
  const post = query.post_id === undefined ? null : await findPostHead(db, query.post_id);
  if (!post || post.status === "deleted") return { kind: "notFound" };
  // Someone else's pending or hidden ad answers as a missing one; a public ad's owner is no secret.
  if (post.userId !== caller) return { kind: post.status === "active" ? "forbidden" : "notFound" };
  return { kind: "ok", post };
}

const accessPost = (post: PostHead) => ({
  id: post.id,
  section: post.section,
  slug: post.slug,
  title: post.title,
  status: post.status,
});

export async function requestsOf(
  db: Db,
  post: PostHead,
  now = new Date(),
): Promise<z.infer<typeof requestsResponseSchema>> {
  const rows = await readRequests(db, post.id, now);
  return {
    data: {
      post: accessPost(post),
      requests: rows.map((row) => ({
        id: row.id,
        type: row.type,
        name: row.name,
        phone: row.phone,
        email: row.email,
        message: row.message,
        created_at: row.createdAt.toISOString(),
      })),
    },
  };
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The last STATISTIC_DAYS days (UTC) up to today, oldest first, days without a row as zeros. */
export async function statisticOf(
  db: Db,
  post: PostHead,
  now = new Date(),
): Promise<z.infer<typeof statisticResponseSchema>> {
  const days: string[] = [];
  for (let back = STATISTIC_DAYS - 1; back >= 0; back--) days.push(dayOf(new Date(now.getTime() - back * 86_400_000)));
  const rows = await statsSince(db, post.id, days[0] ?? dayOf(now));
  const byDay = new Map(rows.map((row) => [row.day.slice(0, 10), row]));
  const series = days.map((day) => {
    const row = byDay.get(day);
    return { day, views: row?.views ?? 0, phone_reveals: row?.phoneReveals ?? 0, favourites: row?.favourites ?? 0 };
  });
  const totals = series.reduce(
    (sum, day) => ({
      views: sum.views + day.views,
      phone_reveals: sum.phone_reveals + day.phone_reveals,
      favourites: sum.favourites + day.favourites,
    }),
    { views: 0, phone_reveals: 0, favourites: 0 },
  );
  return { data: { post: accessPost(post), days: series, totals } };
}

export type ContactOutcome = { kind: "sent" } | { kind: "notFound" } | { kind: "limited"; retryAfterMs: number };

/**
 * A contact-form message to an ad's author. At most CONTACT_LIMIT_PER_HOUR per IP an hour, counted
 * from the stored rows under an advisory lock (so several API processes share the limit).
 *
 * The typed phone proves nothing: a message is the caller's account's only with a session (then it
 * is theirs, whatever phone they typed), and without one it belongs to no account. It never creates
 * a user and never touches another user's row or earlier message. The form's "register" wish is
 * granted by signing in with a code to that phone first (then the message is sent with a session), not here.
 */
export async function sendContactMessage(
  db: Db,
  input: { postId: number; name: string; phone: string; message: string; callerId: number | null; ip: string },
  now = new Date(),
): Promise<ContactOutcome> {
  return db.transaction(async (tx): Promise<ContactOutcome> => {
    const post = await findActivePost(tx, input.postId);
    if (!post) return { kind: "notFound" };
    await lockKeys(tx, `contact:ip:${input.ip}`);
    const times = await contactTimesOfIp(tx, input.ip, new Date(now.getTime() - HOUR_MS));
    if (times.length >= CONTACT_LIMIT_PER_HOUR) {
      const oldest = times[times.length - CONTACT_LIMIT_PER_HOUR] ?? now;
      return { kind: "limited", retryAfterMs: oldest.getTime() + HOUR_MS - now.getTime() };
    }
    const fromUserId = input.callerId;
    // Writing to one's own ad is accepted and dropped, like the contacts of /v1/contact-with.
    if (fromUserId !== null && fromUserId === post.userId) return { kind: "sent" };
    await upsertMessage(tx, {
      postId: post.id,
      fromUserId,
      messageType: "message",
      name: input.name,
      phone: input.phone,
      message: input.message,
      ip: input.ip,
      createdAt: now,
    });
    return { kind: "sent" };
  });
}
