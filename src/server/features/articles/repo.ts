import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { posts } from "../../db/schema";

const authorOf = sql<string>`${posts.fields}->>'author'`;

/** Authors (fields.author) of a section's active articles with their counts, most prolific first. */
export function authorCounts(db: Db, sectionId: number) {
  return db
    .select({ name: authorOf, count: count() })
    .from(posts)
    .where(and(eq(posts.status, "active"), eq(posts.sectionId, sectionId), sql`${authorOf} is not null`))
    .groupBy(authorOf)
    .orderBy(desc(count()), authorOf);
}

/** The condition "written by this author", for the listing. */
export const byAuthor = (name: string) => sql`${authorOf} = ${name}`;
