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
