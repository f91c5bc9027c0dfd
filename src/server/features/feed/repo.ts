import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

export async function findUser(db: Db, id: number) {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}
