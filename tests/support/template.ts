import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startServer } from "./server";

/**
 * Test databases are made once a run: the real server migrates and seeds a template (demo data, its photos, the
 * documents, the queue's tables) and stops; every test server then starts on a copy of it: a PGlite folder copied,
 * or on PostgreSQL a database created from the template. The template is made with no settings of a test, so a
 * server that sets none sees the defaults; each server writes its own settings at start.
 */
/**
 * Starts the server once on `where` (a folder, and on PostgreSQL a database) so that it migrates and seeds it, then
 * stops it. The folder keeps what the server writes beside the database: the demo photos and the secrets.
 */
async function fill(where: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const server = await startServer({
    dataDir: where.dataDir,
    fresh: true,
    env: { DATABASE_URL: where.databaseUrl ?? "" },
  });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the template's server did not stop cleanly (exit ${code}):\n${server.output()}`);
}

/** A PGlite folder migrated and seeded, to be copied for each server (data-dir.ts). */
export async function makePgliteTemplate(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "obyava-template-"));
  await fill({ dataDir: dir });
  return dir;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function onServer<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A database named `name` on the server of `url`, empty or made from `template`; an older one of the name goes. */
export async function createDatabase(url: string, name: string, template?: string): Promise<string> {
  await onServer(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted(name)}${template ? ` TEMPLATE ${quoted(template)}` : ""}`);
  });
  return withDatabase(url, name);
}

/**
 * On the PostgreSQL of `url`: a database `<its name>_template`, migrated and seeded, and the folder of its photos.
 */
export async function makePostgresTemplate(url: string): Promise<{ database: string; dir: string }> {
  const database = `${new URL(url).pathname.slice(1)}_template`;
  const templateUrl = await createDatabase(url, database);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "obyava-template-"));
  await fill({ dataDir: dir, databaseUrl: templateUrl });
  return { database, dir };
}
