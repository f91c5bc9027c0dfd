import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";
import { lockDataDir } from "./lock";
import { keepPrivate } from "./private-files";
import { log } from "../log";
import { SERVER_SOURCE_DIR } from "../paths";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Raw SQL for the job queue (pg-boss): with values one parameterized statement, without them a script of
   * several statements (its own BEGIN … COMMIT included).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(SERVER_SOURCE_DIR, "db", "migrations");

const PGLITE_SHARED_BUFFERS = "64MB";

/**
 * PGlite has one connection for everybody. A script that fails after its own BEGIN would leave that connection in
 * an aborted transaction for every query after it, so a script runs inside PGlite's exclusive transaction, which
 * rolls back on failure (the script's BEGIN and COMMIT inside it only warn).
 */
async function pgliteSql(client: PGlite, text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
  if (values && values.length > 0) return client.query(text, values);
  const results = await client.transaction((tx) => tx.exec(text));
  return results[results.length - 1] ?? { rows: [] };
}

async function openPglite(dataDir: string): Promise<Database> {
  const unlock = lockDataDir(dataDir);
  try {
    const pgdata = path.join(dataDir, "pgdata");
    const client = await PGlite.create(pgdata, {
      extensions: { pg_trgm, btree_gin },
      // The WASM heap never gives memory back: PostgreSQL's 128 MB buffer cache would be most of the
      // server's memory. The files stay in the OS page cache, so a smaller one costs little.
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    // After the first start's initdb and every start's rewritten caches: PGlite's files are created 0666.
    keepPrivate(pgdata);
    return {
      db: db as unknown as Db,
      kind: "pglite",
      executeSql: (text, values) => pgliteSql(client, text, values),
      ping: async () => {
        try {
          await client.query("select 1");
          return !client.closed;
        } catch {
          return false;
        }
      },
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its server must not crash the process: /healthz reports it instead.
  pool.on("error", (error) => log.error({ err: error }, "[db] idle client error"));
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    executeSql: (text, values) => pool.query(text, values),
    ping: async () => {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL through node-postgres when a URL is given, else the embedded PGlite in dataDir. */
export function openDatabase(options: { dataDir: string; databaseUrl?: string | undefined }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
