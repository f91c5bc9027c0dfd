// How the server process is started, in one place: `npm start`, the test servers, Playwright's and the
// benchmarks'. It runs the built server (dist-server/, `npm run build` or scripts/ensure-server-built.mjs) with
// plain node: nothing is compiled at start. V8 lets a busy heap grow long before it collects; bounding the old
// generation keeps a server under load within its memory budget (512 MB with PGlite's own heap;
// docs/performance.md).
const SERVER_HEAP_MB = 256;

export const SERVER_NODE_ARGS = [
  `--max-old-space-size=${SERVER_HEAP_MB}`,
  "--enable-source-maps",
  "dist-server/main.js",
];

/**
 * The environment of a server a script starts on this machine alone: one port on loopback, its own data folder
 * with the embedded database, test settings (the test clock, the dev outboxes).
 * @param {number} port
 * @param {string} dataDir
 */
export function localServerEnv(port, dataDir) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    DATABASE_URL: "",
  };
}
