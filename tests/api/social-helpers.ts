import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { conversations, messages, posts, sections, users } from "../../src/server/db/schema";
import { call, type Answer } from "./auth-helpers";

/** A JSON call with any method, in a language of choice. */
export function send(
  base: string,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  options: { body?: unknown; token?: string; language?: string } = {},
): Promise<Answer> {
  const { language, ...rest } = options;
  return call(base, method, path, { ...rest, headers: { "Accept-Language": language ?? "ru" } });
}

/**
 * A new active ad copied from a demo ad (no API posts one yet), with its own slug: a test that
 * deletes it or takes it over leaves the demo data as it was, on PGlite and on a shared PostgreSQL.
 */
export async function copyDemoPost(
  db: Db,
  values: { userId: number | null; contactPhone: string; status?: "active" | "inactive" },
): Promise<{ id: number; section: string; slug: string }> {
  const [demo] = await db
    .select({ post: posts, section: sections.slug })
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .where(eq(posts.status, "active"))
    .orderBy(posts.id)
    .limit(1);
  if (!demo) throw new Error("the demo posts are missing");
  // Everything but the id and the generated search column.
  const copy: Partial<typeof demo.post> = { ...demo.post };
  delete copy.id;
  delete copy.search;
  const tag = randomBytes(4).toString("hex");
  const slug = `${demo.post.slug}-copy-${tag}`;
  // Words of its own, so that a search for the demo ad's words still finds only the demo ad.
  const title = `Тестовое объявление ${tag}`;
  const content = `Тестовое объявление для проверок профиля, метка ${tag}.`;
  const [row] = await db
    .insert(posts)
    .values({
      ...(copy as typeof posts.$inferInsert),
      slug,
      title,
      content,
      excerpt: content,
      userId: values.userId,
      contact: { ...demo.post.contact, phone: values.contactPhone },
      clientKey: null,
      secretHash: null,
      status: values.status ?? "active",
      isSeed: false,
      favouriteCount: 0,
      viewCount: 0,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .returning({ id: posts.id });
  if (!row) throw new Error("the copy was not stored");
  return { id: row.id, section: demo.section, slug };
}

/**
 * Two people who wrote to each other about an ad of the second ("Олег" writes to "Ирина"), made in the database:
 * each line is the writer's or the author's, and may stand hidden by a moderator.
 */
export async function twoPeopleTalking(
  db: Db,
  phones: { writer: string; author: string },
  lines: { byWriter: boolean; body: string; hidden?: boolean }[],
): Promise<{ writerId: number; authorId: number; adId: number; conversationId: number; messageIds: number[] }> {
  const [writer, author] = await db
    .insert(users)
    .values([
      { phone: phones.writer, name: "Олег" },
      { phone: phones.author, name: "Ирина" },
    ])
    .returning({ id: users.id });
  if (!writer || !author) throw new Error("the users were not stored");
  const adId = (await copyDemoPost(db, { userId: author.id, contactPhone: "212-465-1121" })).id;
  const [conversation] = await db
    .insert(conversations)
    .values({ postId: adId, visitorId: writer.id, authorId: author.id })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error("the conversation was not stored");
  const rows = await db
    .insert(messages)
    .values(
      lines.map((line) => ({
        conversationId: conversation.id,
        senderId: line.byWriter ? writer.id : author.id,
        body: line.body,
        ...(line.hidden ? { hiddenAt: new Date(), hiddenBy: author.id } : {}),
      })),
    )
    .returning({ id: messages.id });
  return {
    writerId: writer.id,
    authorId: author.id,
    adId,
    conversationId: conversation.id,
    messageIds: rows.map((row) => row.id),
  };
}
