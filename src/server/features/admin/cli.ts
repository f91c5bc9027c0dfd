// `npm run admin -- --phone "+1 212-465-0199"`: makes the user who signs in with that phone an admin (a new user
// when nobody has it yet), on the configured database. Safe to run again: an admin stays one, nothing is added.
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { users } from "../../db/schema";
import { recordAction } from "../../db/audit";
import { contactPhoneE164 } from "../../lib/phone";

const { values } = parseArgs({ options: { phone: { type: "string" } } });
const phone = values.phone ? contactPhoneE164(values.phone.trim(), "US") : null;
if (!phone) {
  process.stderr.write('Usage: npm run admin -- --phone "+1 212-465-0199" (a phone number, US unless it has +code)\n');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
try {
  const outcome = await database.db.transaction(async (tx) => {
    const [found] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.phone, phone));
    if (found?.role === "admin") return { id: found.id, changed: false };
    const [user] = found
      ? await tx.update(users).set({ role: "admin" }).where(eq(users.id, found.id)).returning({ id: users.id })
      : await tx.insert(users).values({ phone, role: "admin" }).returning({ id: users.id });
    if (!user) throw new Error("the user was not stored");
    // No actor: the command is run by whoever holds the server, outside the console.
    await recordAction(tx, {
      actorId: null,
      action: "user.role",
      targetKind: "user",
      targetId: user.id,
      reason: "npm run admin",
      details: { from: found?.role ?? null, to: "admin", created: !found },
    });
    return { id: user.id, changed: true };
  });
  process.stdout.write(
    outcome.changed ? `User ${outcome.id} is now an admin.\n` : `User ${outcome.id} already is an admin.\n`,
  );
} finally {
  await database.close();
}
