// `npm run seed -- --posts 120000`: demo data, then a large generated data set, with the time it took.
import { parseArgs } from "node:util";
import { z } from "zod";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { log } from "../log";
import { seedBulk } from "./bulk";
import { seedDemo } from "./demo";

const { values } = parseArgs({ options: { posts: { type: "string", default: "0" } } });
const target = z.coerce.number().int().min(0).max(5_000_000).safeParse(values.posts);
if (!target.success) {
  process.stderr.write(`--posts must be a whole number from 0 to 5 000 000, not ${JSON.stringify(values.posts)}\n`);
  process.exit(2);
}

const config = loadConfig();
const started = Date.now();
const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
try {
  const demo = await seedDemo(database.db);
  if (demo) log.info(demo, `[seed] demo data: ${demo.posts} posts in ${demo.ms} ms`);
  let lastReport = 0;
  const result = await seedBulk(database.db, target.data, (done) => {
    if (Date.now() - lastReport > 2000) {
      lastReport = Date.now();
      log.info({ done }, `[seed] … ${done} generated posts`);
    }
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log.info(result, `[seed] generated posts: ${result.added} added, ${result.total} in the database; took ${seconds} s`);
} finally {
  await database.close();
}
