import type { z } from "zod";
import type { requestsResponseSchema, statisticResponseSchema } from "../../../shared/contract/profile";
import type { Db } from "../../db/client";
import type { PostHead } from "../../db/post-repo";
import { readRequests, statsSince } from "./repo";

const STATISTIC_DAYS = 30;

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
