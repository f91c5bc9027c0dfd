import { eq } from "drizzle-orm";
import type { Locale } from "../../shared/locales";
import type { Db } from "./client";
import { users } from "./schema";
import type { UserRow } from "../http/user-view";

/** A username as stored: e-mails lower-case, phones E.164. */
export type Username = { email: string } | { phone: string };

export async function findUser(db: Db, username: Username): Promise<UserRow | null> {
  const where = "email" in username ? eq(users.email, username.email) : eq(users.phone, username.phone);
  const [row] = await db.select().from(users).where(where);
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** A new user, or null when the username is taken (a concurrent sign-up won the unique index). */
export async function insertUser(
  db: Db,
  values: Username & { locale: Locale; passwordHash?: string },
): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Mails go out in the language the user last signed in with. */
export async function rememberLocale(db: Db, user: UserRow, locale: Locale): Promise<void> {
  if (user.locale !== locale) await db.update(users).set({ locale }).where(eq(users.id, user.id));
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function setName(db: Db, userId: number, name: string): Promise<UserRow | null> {
  const [row] = await db.update(users).set({ name }).where(eq(users.id, userId)).returning();
  return row ?? null;
}
