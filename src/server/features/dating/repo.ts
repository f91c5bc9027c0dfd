import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { datingProfiles, users } from "../../db/schema";

export type DatingProfileRow = typeof datingProfiles.$inferSelect;
export type DatingProfileValues = Pick<DatingProfileRow, "name" | "age" | "gender" | "seeking" | "about">;

export async function findDatingProfile(db: Db, userId: number): Promise<DatingProfileRow | null> {
  const [row] = await db.select().from(datingProfiles).where(eq(datingProfiles.userId, userId));
  return row ?? null;
}

/** Creates the user's one profile or updates it, and points users.dating_id at it. */
export async function saveDatingProfile(
  db: Db,
  userId: number,
  values: DatingProfileValues,
): Promise<{ profile: DatingProfileRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const existing = await findDatingProfile(tx, userId);
    const [profile] = existing
      ? await tx.update(datingProfiles).set(values).where(eq(datingProfiles.id, existing.id)).returning()
      : await tx
          .insert(datingProfiles)
          .values({ ...values, userId })
          // Two first saves at once: the second updates what the first made.
          .onConflictDoUpdate({ target: datingProfiles.userId, set: values })
          .returning();
    if (!profile) throw new Error("the dating profile was not stored");
    await tx.update(users).set({ datingId: profile.id }).where(eq(users.id, userId));
    return { profile, created: !existing };
  });
}
