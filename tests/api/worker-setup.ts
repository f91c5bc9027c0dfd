import { runServer } from "./run-server";

// On PostgreSQL each worker has a database of its own: what a test reads or prepares directly, and the servers it
// starts itself, use this worker's.
const { databaseUrl } = runServer();
if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
